import { matchPlayType, statisticalListTypes, matchStatus } from '@matchday/contract';
import type { SportsTextLanguage, SportsDataOf, SportsRequestOf, matchStatistical } from '@matchday/contract';
import { outrightMarket, SPORT_MARKETS } from '../catalogue/markets.js';
import type { Names } from '../catalogue/sports.js';
import type { Snapshot } from '../schedule/snapshot.js';
import { allEntries, endOfToday, entrySid, inListType, sportTypeAllows } from './match-list.js';
import type { Entry } from './match-list.js';

type Statistics = SportsDataOf<typeof matchStatistical>;
type StatisticalBody = SportsRequestOf<typeof matchStatistical>;

/** Menu labels (`sl[].des`) of the list groups statistical answers. */
const LIST_LABELS: Readonly<Record<(typeof statisticalListTypes)[number], Names>> = {
  1: { zh: '滚球赛事', en: 'In-Play', vi: 'Trực tiếp', th: 'บอลสด' },
  2: { zh: '串关', en: 'Parlay', vi: 'Cược xiên', th: 'สเต็ป' },
  3: { zh: '今日赛事', en: 'Today', vi: 'Hôm nay', th: 'วันนี้' },
  4: { zh: '早盘', en: 'Early', vi: 'Kèo sớm', th: 'ล่วงหน้า' },
  7: { zh: '冠军', en: 'Outright', vi: 'Vô địch', th: 'ผู้ชนะเลิศ' },
  8: { zh: '赛事', en: 'Matches', vi: 'Trận đấu', th: 'แมตช์' },
};

type Pair = { marketType: number; period?: number | null };

/** Whether an entry's sport prices one of a combination's `mty`+`pe` pairs. */
export function offers(e: Entry, pairs: readonly Pair[]): boolean {
  const sid = entrySid(e);
  const types = e.kind === 'outright' ? [outrightMarket(sid)] : (SPORT_MARKETS[sid] ?? []);
  return pairs.some((p) =>
    types.some((t) => t.mty === p.marketType && (p.period == null || t.periods.includes(p.period))),
  );
}

function perSport(entries: readonly Entry[]): { sid: number; c: number }[] {
  const counts = new Map<number, number>();
  for (const e of entries) counts.set(entrySid(e), (counts.get(entrySid(e)) ?? 0) + 1);
  return [...counts].sort((a, b) => a[0] - b[0]).map(([sid, c]) => ({ sid, c }));
}

/** `/v1/match/statistical`: the same selection as getList, so every count equals a getList total. */
export function statistics(snap: Snapshot, body: StatisticalBody, lang: SportsTextLanguage): Statistics {
  const todayEnds = endOfToday(snap.now);
  const entries = allEntries(snap).filter((e) => sportTypeAllows(entrySid(e), body.sportTypes));
  const of = (type: number, from: readonly Entry[] = entries) => from.filter((e) => inListType(e, type, todayEnds));
  const all = of(matchPlayType.all);
  const hot = new Set(snap.leagues.filter((l) => l.hot).map((l) => l.id));
  const leagueStat = body.typeForLeagueStat ?? matchPlayType.all;
  const hotLeagues = snap.leagues
    .filter((l) => (body.leagueId != null ? l.id === body.leagueId : body.allLeague === true || l.hot))
    .filter((l) => sportTypeAllows(l.sid, body.sportTypes));
  const inLeague = (id: number) => (e: Entry) => (e.kind === 'match' ? e.fixture.leagueId : e.event.leagueId) === id;

  return {
    tc: all.length,
    sl: statisticalListTypes.map((ty) => {
      const listed = of(ty);
      return { ty, des: LIST_LABELS[ty][lang], tc: listed.length, ssl: perSport(listed) };
    }),
    ht: all.filter((e) => e.kind === 'match' && hot.has(e.fixture.leagueId)).length,
    hls: hotLeagues.map((l) => ({
      id: l.id,
      na: l.names[lang],
      mt: of(leagueStat).filter(inLeague(l.id)).length,
      sid: l.sid,
      lurl: '',
      lt: entries.filter((e) => inLeague(l.id)(e) && e.kind === 'match' && e.status === matchStatus.live).length,
      ps: [],
    })),
    mts: (body.markets ?? []).flatMap((combo) => {
      const offered = entries.filter((e) => offers(e, combo.markets));
      const sids = [...new Set(offered.map(entrySid))].sort((a, b) => a - b);
      return sids.map((sid) => {
        const ofSport = offered.filter((e) => entrySid(e) === sid);
        return { id: combo.id, sid, tps: statisticalListTypes.map((tp) => ({ tp, mt: of(tp, ofSport).length })) };
      });
    }),
  };
}
