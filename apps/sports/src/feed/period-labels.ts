import type { Names, SportProfile } from '../catalogue/sports.js';
import { periodScoreStart } from '../simulator/clock.js';
import { MAX_INNINGS } from '../simulator/innings.js';
import { MAX_OVERTIMES } from '../simulator/possessions.js';
import { formatDetail } from './match-view.js';

/** Match status labels (`ms`, spec §5.3). */
export const STATUS: readonly Names[] = [
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

export const same = (text: string): Names => ({ zh: text, en: text, vi: text, th: text });
const sub = (n: Names, k: number): Names => ({
  zh: n.zh.replace('{k}', `${k}`),
  en: n.en.replace('{k}', `${k}`),
  vi: n.vi.replace('{k}', `${k}`),
  th: n.th.replace('{k}', `${k}`),
});

/** A live period (`mc.pe`): not started, period k, the break after it, ended. */
export function periodLabel(profile: SportProfile, code: number): Names {
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

/** Extra periods past regulation (basketball, American football), numbered from 1. */
const OVERTIME: Names = { zh: '加时{k}', en: 'Overtime {k}', vi: 'Hiệp phụ {k}', th: 'ต่อเวลา {k}' };

/** How many periods a match of this sport can have, overtimes and extra innings included. */
function periodsAtMost(profile: SportProfile): number {
  const { play } = profile;
  // A full match's own periods, plus what a tie adds: overtimes, extra innings.
  if (play.kind === 'possessions') return play.periods + (play.overtimeSeconds > 0 ? MAX_OVERTIMES : 0);
  if (play.kind === 'innings') return MAX_INNINGS;
  return formatDetail(play);
}

/** Period k of a sport as a score line names it: a half, a quarter, an overtime, an inning, a set. */
function scorePeriodName(profile: SportProfile, k: number): Names {
  const { play } = profile;
  if (play.kind === 'possessions' && k > play.periods) return sub(OVERTIME, k - play.periods);
  const unitKey = UNIT_OF[profile.sid] ?? 'period';
  const half = unitKey === 'half' ? HALVES[k - 1] : undefined;
  if (half) return half;
  const unit = UNITS[unitKey] ?? same('');
  return { zh: `第${k}${unit.zh}`, en: `${unit.en} ${k}`, vi: `${unit.vi} ${k}`, th: `${unit.th} ${k}` };
}

/** The `pe` codes of per-period scores (`nsg`, spec §4.7) a sport can send, with their names. */
export function scorePeriodLabels(profile: SportProfile): Map<number, Names> {
  const start = periodScoreStart(profile.sid);
  const labels = new Map<number, Names>();
  if (start === undefined) return labels;
  for (let k = 1; k <= periodsAtMost(profile); k++) labels.set(start + k - 1, scorePeriodName(profile, k));
  return labels;
}
