import type { Language } from './language.js';

export interface Sport {
  id: number;
  key: string;
  names: Record<Language, string>;
}

/** Sport ids of spec §3, with 100 for the Olympics. */
export const SPORTS: readonly Sport[] = [
  { id: 1, key: 'soccer', names: { en: 'Soccer', 'zh-cn': '足球', vi: 'Bóng đá' } },
  { id: 3, key: 'basketball', names: { en: 'Basketball', 'zh-cn': '篮球', vi: 'Bóng rổ' } },
  { id: 177, key: 'efootball', names: { en: 'eFootball', 'zh-cn': '电子足球', vi: 'Bóng đá điện tử' } },
  { id: 178, key: 'ebasketball', names: { en: 'eBasketball', 'zh-cn': '电子篮球', vi: 'Bóng rổ điện tử' } },
  { id: 5, key: 'tennis', names: { en: 'Tennis', 'zh-cn': '网球', vi: 'Quần vợt' } },
  { id: 7, key: 'baseball', names: { en: 'Baseball', 'zh-cn': '棒球', vi: 'Bóng chày' } },
  { id: 13, key: 'volleyball', names: { en: 'Volleyball', 'zh-cn': '排球', vi: 'Bóng chuyền' } },
  { id: 47, key: 'badminton', names: { en: 'Badminton', 'zh-cn': '羽毛球', vi: 'Cầu lông' } },
  { id: 15, key: 'tableTennis', names: { en: 'Table Tennis', 'zh-cn': '乒乓球', vi: 'Bóng bàn' } },
  { id: 19, key: 'boxing', names: { en: 'Boxing', 'zh-cn': '拳击', vi: 'Quyền anh' } },
  { id: 16, key: 'snooker', names: { en: 'Snooker', 'zh-cn': '斯诺克', vi: 'Bi-a snooker' } },
  { id: 6, key: 'americanFootball', names: { en: 'American Football', 'zh-cn': '美式足球', vi: 'Bóng bầu dục Mỹ' } },
  { id: 4, key: 'rugby', names: { en: 'Rugby', 'zh-cn': '橄榄球', vi: 'Bóng bầu dục' } },
  { id: 2, key: 'iceHockey', names: { en: 'Ice Hockey', 'zh-cn': '冰球', vi: 'Khúc côn cầu trên băng' } },
  { id: 51, key: 'beachVolleyball', names: { en: 'Beach Volleyball', 'zh-cn': '沙滩排球', vi: 'Bóng chuyền bãi biển' } },
  { id: 8, key: 'handball', names: { en: 'Handball', 'zh-cn': '手球', vi: 'Bóng ném' } },
  { id: 14, key: 'cricket', names: { en: 'Cricket', 'zh-cn': '板球', vi: 'Cricket' } },
  { id: 100, key: 'olympics', names: { en: 'Olympics', 'zh-cn': '奥运会', vi: 'Thế vận hội' } },
];

const byId = new Map(SPORTS.map((s) => [s.id, s]));

export function sportById(id: number): Sport | undefined {
  return byId.get(id);
}

/** The sport's name in a language (English for th or an unknown language); undefined for an unknown id. */
export function sportName(id: number, lang: string): string | undefined {
  const s = byId.get(id);
  if (!s) return undefined;
  return s.names[lang as Language] ?? s.names.en;
}
