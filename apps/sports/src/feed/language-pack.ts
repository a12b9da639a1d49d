import { sportsLanguageTypes, sportsTextLanguage } from '@matchday/contract';
import type { SportsDataOf, languageStaticList } from '@matchday/contract';
import { MARKET_NAMES, outrightMarket, SPORT_MARKETS } from '../catalogue/markets.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import type { Names, SportProfile } from '../catalogue/sports.js';
import { periodPrefix, Selection, WORDS } from '../odds/labels.js';

type Pack = SportsDataOf<typeof languageStaticList>;
type Dictionary = Record<string, Record<string, string>>;

/** Match status labels (`ms`, spec §5.3). */
const STATUS: readonly Names[] = [
  { zh: '完场', en: 'Ended', vi: 'Kết thúc', th: 'จบการแข่งขัน' },
  { zh: '推迟', en: 'Postponed', vi: 'Hoãn', th: 'เลื่อนการแข่งขัน' },
  { zh: '中断', en: 'Interrupted', vi: 'Gián đoạn', th: 'หยุดชะงัก' },
  { zh: '取消', en: 'Cancelled', vi: 'Hủy', th: 'ยกเลิก' },
  { zh: '未开赛', en: 'Not Started', vi: 'Chưa bắt đầu', th: 'ยังไม่เริ่ม' },
  { zh: '进行中', en: 'In Play', vi: 'Đang diễn ra', th: 'กำลังแข่งขัน' },
  { zh: '延迟', en: 'Delayed', vi: 'Hoãn giờ', th: 'เลื่อนเวลา' },
  { zh: '腰斩', en: 'Abandoned', vi: 'Bỏ dở', th: 'ยุติการแข่งขัน' },
  { zh: '暂停', en: 'Suspended', vi: 'Tạm dừng', th: 'พักการแข่งขัน' },
];

/** What one period of each sport is called, for "Match Period" labels. */
const UNITS: Readonly<Record<string, Names>> = {
  half: { zh: '半场', en: 'Half', vi: 'Hiệp', th: 'ครึ่ง' },
  period: { zh: '节', en: 'Period', vi: 'Hiệp', th: 'ช่วง' },
  quarter: { zh: '节', en: 'Quarter', vi: 'Hiệp', th: 'ควอเตอร์' },
  inning: { zh: '局', en: 'Inning', vi: 'Hiệp', th: 'อินนิง' },
  innings: { zh: '局', en: 'Innings', vi: 'Lượt', th: 'อินนิงส์' },
  set: { zh: '盘', en: 'Set', vi: 'Set', th: 'เซต' },
  game: { zh: '局', en: 'Game', vi: 'Ván', th: 'เกม' },
  frame: { zh: '局', en: 'Frame', vi: 'Frame', th: 'เฟรม' },
  round: { zh: '回合', en: 'Round', vi: 'Hiệp', th: 'ยก' },
};
const UNIT_OF: Readonly<Record<number, keyof typeof UNITS>> = {
  1: 'half',
  177: 'half',
  8: 'half',
  4: 'half',
  2: 'period',
  3: 'quarter',
  178: 'quarter',
  6: 'quarter',
  7: 'inning',
  14: 'innings',
  5: 'set',
  13: 'set',
  51: 'set',
  15: 'game',
  47: 'game',
  16: 'frame',
  19: 'round',
};
/** Baseball's four codes an inning: top, middle, bottom, end. */
const INNING_PARTS: readonly Names[] = [
  { zh: '第{k}局上', en: 'Top {k}', vi: 'Đầu hiệp {k}', th: 'ต้นอินนิงที่ {k}' },
  { zh: '第{k}局中', en: 'Mid {k}', vi: 'Giữa hiệp {k}', th: 'กลางอินนิงที่ {k}' },
  { zh: '第{k}局下', en: 'Bottom {k}', vi: 'Cuối hiệp {k}', th: 'ท้ายอินนิงที่ {k}' },
  { zh: '第{k}局结束', en: 'End {k}', vi: 'Hết hiệp {k}', th: 'จบอินนิงที่ {k}' },
];
const IN_PLAY: Names = { zh: '进行中', en: 'In Play', vi: 'Đang diễn ra', th: 'กำลังแข่งขัน' };
/** Halves read first/second half, as bettors say it (glossary #20), not "half 1". */
const HALVES: readonly [Names, Names] = [
  { zh: '上半场', en: 'Half 1', vi: 'Hiệp 1', th: 'ครึ่งแรก' },
  { zh: '下半场', en: 'Half 2', vi: 'Hiệp 2', th: 'ครึ่งหลัง' },
];
const HALVES_ENDED: readonly [Names, Names] = [
  { zh: '半场结束', en: 'Half 1 Ended', vi: 'Hết Hiệp 1', th: 'จบครึ่งแรก' },
  { zh: '下半场结束', en: 'Half 2 Ended', vi: 'Hết Hiệp 2', th: 'จบครึ่งหลัง' },
];

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

const same = (text: string): Names => ({ zh: text, en: text, vi: text, th: text });
const sub = (n: Names, k: number): Names => ({
  zh: n.zh.replace('{k}', `${k}`),
  en: n.en.replace('{k}', `${k}`),
  vi: n.vi.replace('{k}', `${k}`),
  th: n.th.replace('{k}', `${k}`),
});

/** One label in every `languageType` (spec §11.1): the languages we write, English for the rest. */
function inEveryLanguage(names: Names): Record<string, string> {
  return Object.fromEntries(sportsLanguageTypes.map((code) => [code, names[sportsTextLanguage(code)]]));
}

function periodLabel(profile: SportProfile, code: number): Names {
  const { codes } = profile;
  if (code === codes.notStarted) return STATUS[4] as Names;
  if (code === codes.ended) return STATUS[0] as Names;
  if (codes.step === 0) return IN_PLAY;
  const k = Math.floor((code - codes.first) / codes.step) + 1;
  const part = (code - codes.first) % codes.step;
  if (profile.play.kind === 'innings') return sub(INNING_PARTS[part] ?? IN_PLAY, k);
  const unitKey = UNIT_OF[profile.sid] ?? 'period';
  const half = unitKey === 'half' ? (part === 0 ? HALVES : HALVES_ENDED)[k - 1] : undefined;
  if (half) return half;
  const unit = UNITS[unitKey] ?? same('');
  return part === 0
    ? { zh: `第${k}${unit.zh}`, en: `${unit.en} ${k}`, vi: `${unit.vi} ${k}`, th: `${unit.th} ${k}` }
    : { zh: `第${k}${unit.zh}结束`, en: `${unit.en} ${k} Ended`, vi: `Hết ${unit.vi} ${k}`, th: `จบ${unit.th} ${k}` };
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
