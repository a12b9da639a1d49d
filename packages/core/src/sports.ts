import type { PackLanguage } from './language.js';

export interface Sport {
  id: number;
  key: string;
  names: { en: string; 'zh-cn': string; vi: string; th: string };
}

/** Spec §3 sport ids; 100 is the special Olympics id. */
export const SPORTS: readonly Sport[] = [
  { id: 1, key: 'Soccer', names: { en: 'Soccer', 'zh-cn': '足球', vi: 'Bóng đá', th: 'ฟุตบอล' } },
  {
    id: 2,
    key: 'IceHockey',
    names: { en: 'Ice Hockey', 'zh-cn': '冰球', vi: 'Khúc côn cầu trên băng', th: 'ฮอกกี้น้ำแข็ง' },
  },
  { id: 3, key: 'Basketball', names: { en: 'Basketball', 'zh-cn': '篮球', vi: 'Bóng rổ', th: 'บาสเกตบอล' } },
  { id: 4, key: 'Rugby', names: { en: 'Rugby', 'zh-cn': '橄榄球', vi: 'Bóng bầu dục', th: 'รักบี้' } },
  { id: 5, key: 'Tennis', names: { en: 'Tennis', 'zh-cn': '网球', vi: 'Quần vợt', th: 'เทนนิส' } },
  {
    id: 6,
    key: 'AmericanFootball',
    names: { en: 'American Football', 'zh-cn': '美式足球', vi: 'Bóng bầu dục Mỹ', th: 'อเมริกันฟุตบอล' },
  },
  { id: 7, key: 'Baseball', names: { en: 'Baseball', 'zh-cn': '棒球', vi: 'Bóng chày', th: 'เบสบอล' } },
  { id: 8, key: 'Handball', names: { en: 'Handball', 'zh-cn': '手球', vi: 'Bóng ném', th: 'แฮนด์บอล' } },
  { id: 13, key: 'Volleyball', names: { en: 'Volleyball', 'zh-cn': '排球', vi: 'Bóng chuyền', th: 'วอลเลย์บอล' } },
  { id: 14, key: 'Cricket', names: { en: 'Cricket', 'zh-cn': '板球', vi: 'Cricket', th: 'คริกเก็ต' } },
  { id: 15, key: 'TableTennis', names: { en: 'Table Tennis', 'zh-cn': '乒乓球', vi: 'Bóng bàn', th: 'เทเบิลเทนนิส' } },
  { id: 16, key: 'Snooker', names: { en: 'Snooker', 'zh-cn': '斯诺克', vi: 'Bi-a Snooker', th: 'สนุกเกอร์' } },
  { id: 19, key: 'Boxing', names: { en: 'Boxing', 'zh-cn': '拳击', vi: 'Quyền anh', th: 'มวยสากล' } },
  { id: 47, key: 'Badminton', names: { en: 'Badminton', 'zh-cn': '羽毛球', vi: 'Cầu lông', th: 'แบดมินตัน' } },
  {
    id: 51,
    key: 'BeachVolleyball',
    names: { en: 'Beach Volleyball', 'zh-cn': '沙滩排球', vi: 'Bóng chuyền bãi biển', th: 'วอลเลย์บอลชายหาด' },
  },
  { id: 100, key: 'Olympics', names: { en: 'Olympics', 'zh-cn': '奥运会', vi: 'Thế vận hội', th: 'โอลิมปิก' } },
  {
    id: 177,
    key: 'EFootball',
    names: { en: 'E-Football', 'zh-cn': '电子足球', vi: 'Bóng đá điện tử', th: 'อีฟุตบอล' },
  },
  {
    id: 178,
    key: 'EBasketball',
    names: { en: 'E-Basketball', 'zh-cn': '电子篮球', vi: 'Bóng rổ điện tử', th: 'อีบาสเกตบอล' },
  },
];

/** Name of a sport in a language. Undefined for an unknown id. */
export function sportName(id: number, lang: PackLanguage): string | undefined {
  return SPORTS.find((s) => s.id === id)?.names[lang];
}
