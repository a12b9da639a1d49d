import { sql, type Selectable } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { BulletinsTable } from '../db/schema.js';
import { parseJson } from '@matchday/database';
import type { BulletinLanguage, BulletinText } from './bulletin-text.js';
import { demoBulletins } from './demo-bulletins.js';

export interface Bulletin {
  id: number;
  kind: number;
  sportId: number | null;
  pinned: boolean;
  publishedAt: number;
  title: BulletinText;
  content: BulletinText;
}

export interface BulletinQuery {
  sportId?: number | null;
  from?: number | null;
  to?: number | null;
  oldestFirst?: boolean;
  offset: number;
  limit: number;
}

const EMPTY: BulletinText = { 'zh-cn': '', en: '', vi: '', th: '' };

/** The text in `lang`, English when that translation is missing. */
export const textIn = (text: BulletinText, lang: BulletinLanguage): string => text[lang] || text.en;

export function createBulletinRepository(db: SportsDatabase) {
  const table = () => db.selectFrom('sportsBulletins');
  const toBulletin = (r: Omit<Selectable<BulletinsTable>, 'createdAt'>): Bulletin => ({
    id: r.id,
    kind: r.kind,
    sportId: r.sportId,
    pinned: r.pinned === 1,
    publishedAt: r.publishedAt,
    title: parseJson(r.title, EMPTY),
    content: parseJson(r.content, EMPTY),
  });

  /** Published (not in the future) and matching the filters; a sport filter keeps bulletins for every sport too. */
  function filtered(q: Omit<BulletinQuery, 'offset' | 'limit' | 'oldestFirst'>, now: number) {
    let query = table().where('publishedAt', '<=', Math.min(q.to ?? now, now));
    if (q.from != null) query = query.where('publishedAt', '>=', q.from);
    if (q.sportId != null) {
      const sportId = q.sportId;
      query = query.where((eb) => eb.or([eb('sportId', '=', sportId), eb('sportId', 'is', null)]));
    }
    return query;
  }

  return {
    async insert(b: Omit<Bulletin, 'id'>, now: number): Promise<number> {
      const row = await db
        .insertInto('sportsBulletins')
        .values({
          kind: b.kind,
          sportId: b.sportId,
          pinned: b.pinned ? 1 : 0,
          publishedAt: b.publishedAt,
          title: JSON.stringify(b.title),
          content: JSON.stringify(b.content),
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async pinned(limit: number, now: number): Promise<Bulletin[]> {
      const rows = await table()
        .selectAll()
        .where('pinned', '=', 1)
        .where('publishedAt', '<=', now)
        .orderBy('publishedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toBulletin);
    },

    async page(
      q: BulletinQuery,
      now: number,
    ): Promise<{ total: number; byKind: { kind: number; count: number }[]; records: Bulletin[] }> {
      const dir = q.oldestFirst ? 'asc' : 'desc';
      const rows = await filtered(q, now)
        .selectAll()
        .orderBy('publishedAt', dir)
        .orderBy('id', dir)
        .offset(q.offset)
        .limit(q.limit)
        .execute();
      const kinds = await filtered(q, now)
        .select(['kind', sql<number>`count(*)`.as('count')])
        .groupBy('kind')
        .orderBy('kind')
        .execute();
      const byKind = kinds.map((k) => ({ kind: k.kind, count: Number(k.count) }));
      return { total: byKind.reduce((s, k) => s + k.count, 0), byKind, records: rows.map(toBulletin) };
    },

    /** First start only: the operator's demo notices, published relative to now. */
    async seedDemo(now: number): Promise<number> {
      const existing = await table()
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) return 0;
      for (const d of demoBulletins) {
        await this.insert(
          {
            kind: d.kind,
            sportId: d.sportId,
            pinned: d.pinned,
            publishedAt: now - d.age,
            title: d.title,
            content: d.content,
          },
          now,
        );
      }
      return demoBulletins.length;
    },
  };
}

export type BulletinRepository = ReturnType<typeof createBulletinRepository>;
