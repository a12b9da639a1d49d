import { BULLETIN_PAGE_DEFAULT_SIZE, BULLETIN_TOP_MAX, bulletinListPage, bulletinListTop } from '@matchday/contract';
import type { SportsBulletin } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Bulletin, BulletinRepository } from '../bulletins/bulletin.repository.js';
import { textIn } from '../bulletins/bulletin.repository.js';
import { bulletinLanguage } from '../bulletins/bulletin-text.js';
import type { BulletinLanguage } from '../bulletins/bulletin-text.js';
import { registerCall } from './register-call.js';
import type { CallDeps } from './register-call.js';

export interface BulletinRouteServices extends CallDeps {
  bulletins: BulletinRepository;
}

function bulletinView(b: Bulletin, lang: BulletinLanguage): SportsBulletin {
  const view: SportsBulletin = {
    id: String(b.id),
    ti: textIn(b.title, lang),
    co: textIn(b.content, lang),
    pt: b.publishedAt,
    ty: b.kind,
    top: b.pinned,
  };
  if (b.sportId !== null) view.sid = b.sportId;
  return view;
}

/** Bulletins (spec §3.7) from sports.db, in zh-cn, en, vi or th by `languageType`; not yet published ones stay hidden. */
export const bulletinRoutes: FastifyPluginAsync<BulletinRouteServices> = async (app, services) => {
  const { bulletins } = services;

  registerCall(app, services, bulletinListTop, async (_body, { languageType, now }) => {
    const lang = bulletinLanguage(languageType);
    return (await bulletins.pinned(BULLETIN_TOP_MAX, now)).map((b) => bulletinView(b, lang));
  });

  registerCall(app, services, bulletinListPage, async (body, { languageType, now }) => {
    const lang = bulletinLanguage(languageType);
    const current = body.current ?? 1;
    const size = body.size ?? BULLETIN_PAGE_DEFAULT_SIZE;
    const page = await bulletins.page(
      {
        sportId: body.sportId,
        from: body.startTime,
        to: body.endTime,
        oldestFirst: body.orders === 1,
        offset: (current - 1) * size,
        limit: size,
      },
      now,
    );
    return {
      current,
      size,
      total: page.total,
      totalType: page.byKind.map((k) => ({ ty: k.kind, c: k.count })),
      records: page.records.map((b) => bulletinView(b, lang)),
    };
  });
};
