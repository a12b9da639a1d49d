import type { GamblingControls } from '@matchday/contract';
import { messageFor } from '@matchday/contract';
import { formatFullDateTime, formatMoneyIn } from '@matchday/core';
import { AppError, type LangText } from '../../http/app-error.js';
import type { GamblingControlsRepository, LimitRow } from './gambling-controls.repository.js';
import {
  addMonths,
  changeLimit,
  effectiveLimit,
  extendUntil,
  limitsFor,
  netResult,
  PERIOD_MS,
  usedOf,
  type GamblingAction,
  type LimitKind,
  type LimitPeriod,
} from './gambling-rules.js';

/** Stored settings change rarely and are read on every stake: each node trusts its copy for 1 s. */
const CACHE_MS = 1000;
const PERIOD_ORDER: LimitPeriod[] = ['day', 'week', 'month'];

/** Money in the caller's language, as the web writes it ("50.000 ₫" in vi), when the reply is sent. */
const money =
  (minor: number, currency: string): LangText =>
  (lang) =>
    formatMoneyIn(minor, currency, lang);

/**
 * Limits, reality checks, breaks and self-exclusion, enforced wherever money is staked or deposited.
 * Deadlines in messages are written in the site's time zone (issue 18 #7: they read UTC before).
 */
export function createGamblingControls(
  repo: GamblingControlsRepository,
  now: () => number = Date.now,
  timeZone = 'Asia/Ho_Chi_Minh',
) {
  const at =
    (ms: number): LangText =>
    (lang) =>
      formatFullDateTime(ms, lang, timeZone);
  const cache = new Map<
    number,
    {
      at: number;
      limits: LimitRow[];
      timeoutUntil: number | null;
      selfExcludedUntil: number | null;
      realityCheckMinutes: number;
    }
  >();

  async function settings(userId: number) {
    const hit = cache.get(userId);
    if (hit && now() - hit.at < CACHE_MS) return hit;
    const [limits, controls] = await Promise.all([repo.limits(userId), repo.controls(userId)]);
    const fresh = {
      at: now(),
      limits,
      timeoutUntil: controls?.timeoutUntil ?? null,
      selfExcludedUntil: controls?.selfExcludedUntil ?? null,
      realityCheckMinutes: controls?.realityCheckMinutes ?? 0,
    };
    cache.set(userId, fresh);
    if (cache.size > 50_000) cache.delete(cache.keys().next().value!);
    return fresh;
  }

  async function view(userId: number): Promise<GamblingControls> {
    cache.delete(userId);
    const s = await settings(userId);
    const t = now();
    const limits = await Promise.all(
      s.limits
        .filter((l) => l.amount !== null || l.pendingSet === 1)
        .sort(
          (a, b) =>
            a.kind.localeCompare(b.kind) ||
            PERIOD_ORDER.indexOf(a.period as LimitPeriod) - PERIOD_ORDER.indexOf(b.period as LimitPeriod),
        )
        .map(async (l) => {
          const totals = await repo.totalsSince(userId, l.currency, t - PERIOD_MS[l.period as LimitPeriod]);
          return {
            kind: l.kind as LimitKind,
            period: l.period as LimitPeriod,
            currency: l.currency,
            ...effectiveLimit(l, t),
            used: usedOf(l.kind as LimitKind, totals),
          };
        }),
    );
    const active = (until: number | null) => (until !== null && until > t ? until : null);
    return {
      limits,
      realityCheckMinutes: s.realityCheckMinutes,
      timeoutUntil: active(s.timeoutUntil),
      selfExcludedUntil: active(s.selfExcludedUntil),
    };
  }

  async function saveControls(
    userId: number,
    change: Partial<{ realityCheckMinutes: number; timeoutUntil: number; selfExcludedUntil: number }>,
  ) {
    const s = await settings(userId);
    await repo.saveControls({
      userId,
      realityCheckMinutes: change.realityCheckMinutes ?? s.realityCheckMinutes,
      timeoutUntil: change.timeoutUntil ?? s.timeoutUntil,
      selfExcludedUntil: change.selfExcludedUntil ?? s.selfExcludedUntil,
      updatedAt: now(),
    });
    cache.delete(userId);
  }

  return {
    view,

    async saveLimit(
      userId: number,
      input: { kind: LimitKind; period: LimitPeriod; currency: string; amount: number | null },
    ) {
      const current = (await settings(userId)).limits.find(
        (l) => l.kind === input.kind && l.period === input.period && l.currency === input.currency,
      );
      await repo.saveLimit({
        userId,
        kind: input.kind,
        period: input.period,
        currency: input.currency,
        ...changeLimit(current, input.amount, now()),
        updatedAt: now(),
      });
      return view(userId);
    },

    async saveRealityCheck(userId: number, minutes: number) {
      await saveControls(userId, { realityCheckMinutes: minutes });
      return view(userId);
    },

    async takeBreak(userId: number, hours: number) {
      const r = extendUntil((await settings(userId)).timeoutUntil, now() + hours * 3600_000, now());
      if (r.shortened) throw new AppError('conflict', 'rg.cannotShorten', { until: r.until }, { until: at(r.until) });
      await saveControls(userId, { timeoutUntil: r.until });
      return view(userId);
    },

    async selfExclude(userId: number, months: number) {
      const r = extendUntil((await settings(userId)).selfExcludedUntil, addMonths(now(), months), now());
      if (r.shortened) throw new AppError('conflict', 'rg.cannotShorten', { until: r.until }, { until: at(r.until) });
      await saveControls(userId, { selfExcludedUntil: r.until });
      return view(userId);
    },

    /** What the reality check shows for a session that started at `since`. */
    async realityCheck(userId: number, since: number, currencies: readonly string[]) {
      const results = await Promise.all(
        currencies.map(async (currency) => {
          const totals = await repo.totalsSince(userId, currency, since);
          return { currency, wagered: usedOf('wager', totals), net: netResult(totals) };
        }),
      );
      return { sessionStartedAt: since, minutesPlayed: Math.floor((now() - since) / 60_000), results };
    },

    /** Throws responsibleGamblingBlock when a break, an exclusion or a limit forbids the action. */
    async assertAllowed(
      userId: number,
      action: GamblingAction,
      amount: number,
      currency: string,
      lang = 'en',
    ): Promise<void> {
      const s = await settings(userId);
      const t = now();
      if (s.selfExcludedUntil !== null && s.selfExcludedUntil > t)
        throw new AppError(
          'responsibleGamblingBlock',
          'rg.selfExcluded',
          { until: s.selfExcludedUntil },
          { until: at(s.selfExcludedUntil) },
        );
      if (s.timeoutUntil !== null && s.timeoutUntil > t)
        throw new AppError(
          'responsibleGamblingBlock',
          'rg.onBreak',
          { until: s.timeoutUntil },
          { until: at(s.timeoutUntil) },
        );
      const kinds = limitsFor[action];
      for (const l of s.limits) {
        if (l.currency !== currency || !kinds.includes(l.kind as LimitKind)) continue;
        const limit = effectiveLimit(l, t).amount;
        if (limit === null) continue;
        const used = usedOf(
          l.kind as LimitKind,
          await repo.totalsSince(userId, currency, t - PERIOD_MS[l.period as LimitPeriod]),
        );
        if (used + amount > limit) {
          const left = Math.max(0, limit - used);
          throw new AppError(
            'responsibleGamblingBlock',
            'rg.limitReached',
            { kind: l.kind, period: l.period, limit, used, left },
            {
              kind: messageFor(`rg.kind.${l.kind as LimitKind}`, lang),
              period: messageFor(`rg.period.${l.period as LimitPeriod}`, lang),
              left: money(left, currency),
            },
          );
        }
      }
    },
  };
}
export type GamblingControlsService = ReturnType<typeof createGamblingControls>;
