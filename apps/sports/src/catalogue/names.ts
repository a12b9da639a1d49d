import type { Rng } from '../random.js';
import type { Names } from './sports.js';

type Part = readonly [en: string, zh: string];

/** Invented name parts with a Chinese transliteration each; no real club or league. */
const HEADS: readonly Part[] = [
  ['Al', '阿'],
  ['Bel', '贝'],
  ['Cor', '科'],
  ['Dun', '邓'],
  ['El', '埃'],
  ['Fal', '法'],
  ['Gran', '格兰'],
  ['Hal', '哈'],
  ['Ker', '克'],
  ['Lin', '林'],
  ['Mar', '马'],
  ['Nor', '诺'],
  ['Or', '奥'],
  ['Pol', '波'],
  ['Ros', '罗斯'],
  ['San', '桑'],
  ['Tor', '托'],
  ['Val', '瓦'],
  ['Wes', '韦斯'],
  ['Zen', '森'],
  ['Bram', '布拉姆'],
  ['Cal', '卡'],
  ['Dor', '多'],
  ['Ivel', '伊韦'],
];

const TAILS: readonly Part[] = [
  ['ford', '福德'],
  ['ton', '顿'],
  ['ville', '维尔'],
  ['burg', '堡'],
  ['dale', '代尔'],
  ['mont', '蒙'],
  ['ria', '里亚'],
  ['holm', '霍尔姆'],
  ['stad', '斯塔德'],
  ['port', '波特'],
  ['haven', '黑文'],
  ['field', '菲尔德'],
  ['wick', '威克'],
  ['mere', '米尔'],
];

const COUNTRY_TAILS: readonly Part[] = [
  ['land', '兰'],
  ['ia', '尼亚'],
  ['stan', '斯坦'],
  ['ovia', '沃维亚'],
];

/** Team-name patterns; `{P}` is the home town. */
const CLUB_PATTERNS: readonly Names[] = [
  { en: '{P} United', zh: '{P}联', vi: '{P} United' },
  { en: '{P} City', zh: '{P}城', vi: 'Thành phố {P}' },
  { en: '{P} Rovers', zh: '{P}流浪者', vi: '{P} Rovers' },
  { en: 'Athletic {P}', zh: '{P}竞技', vi: 'Athletic {P}' },
  { en: '{P} Wanderers', zh: '{P}漫游者', vi: '{P} Wanderers' },
  { en: 'Real {P}', zh: '皇家{P}', vi: 'Hoàng gia {P}' },
  { en: '{P} Stars', zh: '{P}之星', vi: 'Ngôi sao {P}' },
  { en: 'Sporting {P}', zh: '{P}体育', vi: 'Sporting {P}' },
];

/** Given names and family names for players of individual sports. */
const GIVEN: readonly Part[] = [
  ['Adam', '亚当'],
  ['Bruno', '布鲁诺'],
  ['Carla', '卡拉'],
  ['Diego', '迪戈'],
  ['Elena', '埃莱娜'],
  ['Felix', '菲利克斯'],
  ['Greta', '格蕾塔'],
  ['Hugo', '雨果'],
  ['Ines', '伊内斯'],
  ['Jonas', '约纳斯'],
  ['Kira', '基拉'],
  ['Leo', '利奥'],
  ['Mila', '米拉'],
  ['Nico', '尼科'],
  ['Oskar', '奥斯卡'],
  ['Pia', '皮娅'],
];

const LEAGUE_PATTERNS: readonly Names[] = [
  { en: '{R} Premier League', zh: '{R}超级联赛', vi: 'Giải Ngoại hạng {R}' },
  { en: '{R} First Division', zh: '{R}甲级联赛', vi: 'Giải hạng Nhất {R}' },
  { en: '{R} Cup', zh: '{R}杯', vi: 'Cúp {R}' },
  { en: '{R} Open', zh: '{R}公开赛', vi: '{R} Mở rộng' },
  { en: '{R} Championship', zh: '{R}锦标赛', vi: 'Giải vô địch {R}' },
];

function fill(pattern: Names, key: string, value: Names): Names {
  return {
    en: pattern.en.replace(key, value.en),
    zh: pattern.zh.replace(key, value.zh),
    vi: pattern.vi.replace(key, value.vi),
  };
}

function compose(head: Part, tail: Part): Names {
  const en = head[0] + tail[0];
  return { en, zh: head[1] + tail[1], vi: en };
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
  return { en: `${given[0]} ${family.en}`, zh: `${given[1]}·${family.zh}`, vi: `${given[0]} ${family.en}` };
}

export function leagueName(rng: Rng, region: Names, tier: number): Names {
  const pattern = LEAGUE_PATTERNS[tier % LEAGUE_PATTERNS.length] ?? rng.pick(LEAGUE_PATTERNS);
  return fill(pattern, '{R}', region);
}

/** "Home vs Away" title in each language. */
export function versus(home: Names, away: Names): Names {
  return { en: `${home.en} vs ${away.en}`, zh: `${home.zh} vs ${away.zh}`, vi: `${home.vi} vs ${away.vi}` };
}
