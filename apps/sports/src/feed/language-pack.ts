import { sportsLanguageTypes, sportsTextLanguage } from '@matchday/contract';
import type { SportsDataOf, languageStaticList } from '@matchday/contract';
import { MARKET_NAMES, outrightMarket, SPORT_MARKETS } from '../catalogue/markets.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import type { Names } from '../catalogue/sports.js';
import { periodPrefix, Selection, WORDS } from '../odds/labels.js';
import { periodLabel, same, scorePeriodLabels, STATUS } from './period-labels.js';

type Pack = SportsDataOf<typeof languageStaticList>;
type Dictionary = Record<string, Record<string, string>>;

/** Selection labels (`op.ty`, spec §5.8). */
const OPTIONS: Readonly<Record<number, Names>> = {
  [Selection.Home]: { zh: '主', en: 'Home', vi: 'Chủ', th: 'เจ้าบ้าน' },
  [Selection.Away]: { zh: '客', en: 'Away', vi: 'Khách', th: 'ทีมเยือน' },
  [Selection.Draw]: WORDS.draw,
  [Selection.Over]: { zh: '大', en: 'Over', vi: 'Tài', th: 'สูง' },
  [Selection.Under]: { zh: '小', en: 'Under', vi: 'Xỉu', th: 'ต่ำ' },
  [Selection.Even]: WORDS.even,
  [Selection.Odd]: WORDS.odd,
  [Selection.Yes]: WORDS.yes,
  [Selection.No]: WORDS.no,
  15: { zh: '精确', en: 'Exact', vi: 'Chính xác', th: 'ตรงตัว' },
  [Selection.Other]: WORDS.others,
};

/** One label in every `languageType` (spec §11.1): the languages we write, English for the rest. */
function inEveryLanguage(names: Names): Record<string, string> {
  return Object.fromEntries(sportsLanguageTypes.map((code) => [code, names[sportsTextLanguage(code)]]));
}

function marketPeriodLabel(pe: number): Names {
  const prefix = {
    zh: periodPrefix(pe, 'zh').trim(),
    en: periodPrefix(pe, 'en').trim(),
    vi: periodPrefix(pe, 'vi').trim(),
    th: periodPrefix(pe, 'th').trim(),
  };
  if (prefix.en) return prefix;
  if (pe % 1000 === 999) return { zh: '冠军', en: 'Outright', vi: 'Vô địch', th: 'ผู้ชนะเลิศ' };
  if (pe % 1000 === 0) return { zh: '实时', en: 'Real Time', vi: 'Thời gian thực', th: 'เรียลไทม์' };
  return { zh: '全场', en: 'Full Time', vi: 'Cả trận', th: 'เต็มเวลา' };
}

function buildPack(): Pack {
  const sports: Dictionary = {};
  const marketTypes: Dictionary = {};
  const periods: Dictionary = {};
  const matchPeriods: Dictionary = {};
  for (const profile of SPORT_PROFILES) {
    sports[profile.sid] = inEveryLanguage(profile.names);
    const markets = [...(SPORT_MARKETS[profile.sid] ?? []), outrightMarket(profile.sid)];
    for (const market of markets) {
      marketTypes[market.mty] = inEveryLanguage(MARKET_NAMES[market.kind]);
      for (const pe of market.periods) periods[pe] = inEveryLanguage(marketPeriodLabel(pe));
    }
    periods[profile.sid * 1000] = inEveryLanguage(marketPeriodLabel(profile.sid * 1000));
    // Per-period scores (nsg) use the same code space; a code that is also a market period keeps that name.
    for (const [pe, names] of scorePeriodLabels(profile)) periods[pe] ??= inEveryLanguage(names);
    if (profile.play.kind === 'outright') continue;
    const { notStarted, first, ended } = profile.codes;
    for (const code of [notStarted, ...Array.from({ length: ended - first + 1 }, (_, i) => first + i)]) {
      matchPeriods[code] = inEveryLanguage(periodLabel(profile, code));
    }
  }
  const options: Dictionary = Object.fromEntries(Object.entries(OPTIONS).map(([ty, n]) => [ty, inEveryLanguage(n)]));
  for (let h = 0; h <= 9; h++)
    for (let a = 0; a <= 9; a++) options[100 + 10 * h + a] = inEveryLanguage(same(`${h}-${a}`));
  return {
    Sports: sports,
    MarketType: marketTypes,
    'Match Status': Object.fromEntries(STATUS.map((n, ms) => [ms, inEveryLanguage(n)])),
    'Match Period': matchPeriods,
    Option: options,
    Period: periods,
    'Tournament Phase': {},
  };
}

let pack: Pack | null = null;

/** `/language/staticList` data (spec §3.9); built once, it depends on the catalogue only. */
export function languagePack(): Pack {
  pack ??= buildPack();
  return pack;
}
