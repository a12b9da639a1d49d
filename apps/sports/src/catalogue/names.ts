import type { Rng } from '../random.js';
import type { Names } from './sports.js';

type Part = readonly [en: string, zh: string, th: string];

/** Invented name parts with a Chinese and a Thai transliteration each; no real club or league. */
const HEADS: readonly Part[] = [
  ['Al', '阿', 'อัล'],
  ['Bel', '贝', 'เบล'],
  ['Cor', '科', 'คอร์'],
  ['Dun', '邓', 'ดัน'],
  ['El', '埃', 'เอล'],
  ['Fal', '法', 'ฟัล'],
  ['Gran', '格兰', 'แกรน'],
  ['Hal', '哈', 'ฮัล'],
  ['Ker', '克', 'เคอร์'],
  ['Lin', '林', 'ลิน'],
  ['Mar', '马', 'มาร์'],
  ['Nor', '诺', 'นอร์'],
  ['Or', '奥', 'ออร์'],
  ['Pol', '波', 'พอล'],
  ['Ros', '罗斯', 'รอส'],
  ['San', '桑', 'ซาน'],
  ['Tor', '托', 'ทอร์'],
  ['Val', '瓦', 'วาล'],
  ['Wes', '韦斯', 'เวส'],
  ['Zen', '森', 'เซน'],
  ['Bram', '布拉姆', 'แบรม'],
  ['Cal', '卡', 'คัล'],
  ['Dor', '多', 'ดอร์'],
  ['Ivel', '伊韦', 'ไอเวล'],
];

const TAILS: readonly Part[] = [
  ['ford', '福德', 'ฟอร์ด'],
  ['ton', '顿', 'ตัน'],
  ['ville', '维尔', 'วิลล์'],
  ['burg', '堡', 'เบิร์ก'],
  ['dale', '代尔', 'เดล'],
  ['mont', '蒙', 'มองต์'],
  ['ria', '里亚', 'เรีย'],
  ['holm', '霍尔姆', 'โฮล์ม'],
  ['stad', '斯塔德', 'สตัด'],
  ['port', '波特', 'พอร์ต'],
  ['haven', '黑文', 'เฮเวน'],
  ['field', '菲尔德', 'ฟิลด์'],
  ['wick', '威克', 'วิก'],
  ['mere', '米尔', 'เมียร์'],
];

const COUNTRY_TAILS: readonly Part[] = [
  ['land', '兰', 'แลนด์'],
  ['ia', '尼亚', 'เนีย'],
  ['stan', '斯坦', 'สถาน'],
  ['ovia', '沃维亚', 'โอเวีย'],
];

/** Team-name patterns; `{P}` is the home town. */
const CLUB_PATTERNS: readonly Names[] = [
  { en: '{P} United', zh: '{P}联', vi: '{P} United', th: '{P} ยูไนเต็ด' },
  { en: '{P} City', zh: '{P}城', vi: '{P} City', th: '{P} ซิตี้' },
  { en: '{P} Rovers', zh: '{P}流浪者', vi: '{P} Rovers', th: '{P} โรเวอร์ส' },
  { en: 'Athletic {P}', zh: '{P}竞技', vi: 'Athletic {P}', th: 'แอธเลติก {P}' },
  { en: '{P} Wanderers', zh: '{P}漫游者', vi: '{P} Wanderers', th: '{P} วันเดอเรอร์ส' },
  { en: 'Real {P}', zh: '皇家{P}', vi: 'Real {P}', th: 'เรอัล {P}' },
  { en: '{P} Stars', zh: '{P}之星', vi: '{P} Stars', th: '{P} สตาร์ส' },
  { en: 'Sporting {P}', zh: '{P}体育', vi: 'Sporting {P}', th: 'สปอร์ติ้ง {P}' },
];

/** Given names and family names for players of individual sports. */
const GIVEN: readonly Part[] = [
  ['Adam', '亚当', 'อดัม'],
  ['Bruno', '布鲁诺', 'บรูโน'],
  ['Carla', '卡拉', 'คาร์ลา'],
  ['Diego', '迪戈', 'ดิเอโก'],
  ['Elena', '埃莱娜', 'เอเลนา'],
  ['Felix', '菲利克斯', 'เฟลิกซ์'],
  ['Greta', '格蕾塔', 'เกรตา'],
  ['Hugo', '雨果', 'อูโก'],
  ['Ines', '伊内斯', 'อิเนส'],
  ['Jonas', '约纳斯', 'โยนัส'],
  ['Kira', '基拉', 'คีรา'],
  ['Leo', '利奥', 'ลีโอ'],
  ['Mila', '米拉', 'มิลา'],
  ['Nico', '尼科', 'นิโค'],
  ['Oskar', '奥斯卡', 'ออสการ์'],
  ['Pia', '皮娅', 'เปีย'],
];

const LEAGUE_PATTERNS: readonly Names[] = [
  { en: '{R} Premier League', zh: '{R}超级联赛', vi: 'Giải Ngoại hạng {R}', th: 'พรีเมียร์ลีก {R}' },
  { en: '{R} First Division', zh: '{R}甲级联赛', vi: 'Giải hạng Nhất {R}', th: 'ดิวิชั่น 1 {R}' },
  { en: '{R} Cup', zh: '{R}杯', vi: 'Cúp {R}', th: 'ถ้วย {R}' },
  { en: '{R} Open', zh: '{R}公开赛', vi: '{R} Mở rộng', th: '{R} โอเพ่น' },
  { en: '{R} Championship', zh: '{R}锦标赛', vi: 'Giải vô địch {R}', th: 'ชิงแชมป์ {R}' },
];

function fill(pattern: Names, key: string, value: Names): Names {
  return {
    en: pattern.en.replace(key, value.en),
    zh: pattern.zh.replace(key, value.zh),
    vi: pattern.vi.replace(key, value.vi),
    th: pattern.th.replace(key, value.th),
  };
}

function compose(head: Part, tail: Part): Names {
  const en = head[0] + tail[0];
  return { en, zh: head[1] + tail[1], vi: en, th: head[2] + tail[2] };
}

export function townName(rng: Rng): Names {
  return compose(rng.pick(HEADS), rng.pick(TAILS));
}

export function countryName(rng: Rng): Names {
  return compose(rng.pick(HEADS), rng.pick(COUNTRY_TAILS));
}

export function clubName(rng: Rng): Names {
  return fill(rng.pick(CLUB_PATTERNS), '{P}', townName(rng));
}

export function playerName(rng: Rng): Names {
  const given = rng.pick(GIVEN);
  const family = compose(rng.pick(HEADS), rng.pick(TAILS));
  return {
    en: `${given[0]} ${family.en}`,
    zh: `${given[1]}·${family.zh}`,
    vi: `${given[0]} ${family.en}`,
    th: `${given[2]} ${family.th}`,
  };
}

export function leagueName(rng: Rng, region: Names, tier: number): Names {
  const pattern = LEAGUE_PATTERNS[tier % LEAGUE_PATTERNS.length] ?? rng.pick(LEAGUE_PATTERNS);
  return fill(pattern, '{R}', region);
}

/** "Home vs Away" title in each language. */
export function versus(home: Names, away: Names): Names {
  return {
    en: `${home.en} vs ${away.en}`,
    zh: `${home.zh} vs ${away.zh}`,
    vi: `${home.vi} vs ${away.vi}`,
    th: `${home.th} vs ${away.th}`,
  };
}
