import type { GiftCatalogueRepository } from './gift-catalogue.repository.js';
import { DEFAULT_ANCHOR_SHARE_BP } from './gift-rules.js';

/**
 * The starting catalogue: football-night gifts, cheapest first. Prices in minor units (1/100):
 * VND 1,000 is 100_000. `animation` is the key of the web's own CSS/SVG animation.
 */
export const demoGiftCatalogue = [
  {
    code: 'rose',
    en: 'Rose',
    zhCn: '玫瑰',
    vi: 'Hoa hồng',
    th: 'กุหลาบ',
    animation: 'rose',
    tier: 1,
    prices: { VND: 100_000, CNY: 20, USD: 5 },
  },
  {
    code: 'clap',
    en: 'Applause',
    zhCn: '掌声',
    vi: 'Vỗ tay',
    th: 'ปรบมือ',
    animation: 'clap',
    tier: 1,
    prices: { VND: 200_000, CNY: 50, USD: 10 },
  },
  {
    code: 'football',
    en: 'Football',
    zhCn: '足球',
    vi: 'Quả bóng',
    th: 'ลูกฟุตบอล',
    animation: 'football',
    tier: 2,
    prices: { VND: 500_000, CNY: 100, USD: 20 },
  },
  {
    code: 'whistle',
    en: 'Whistle',
    zhCn: '哨子',
    vi: 'Còi',
    th: 'นกหวีด',
    animation: 'whistle',
    tier: 2,
    prices: { VND: 1_000_000, CNY: 200, USD: 50 },
  },
  {
    code: 'golden-boot',
    en: 'Golden boot',
    zhCn: '金靴',
    vi: 'Giày vàng',
    th: 'รองเท้าทองคำ',
    animation: 'golden-boot',
    tier: 3,
    prices: { VND: 2_000_000, CNY: 500, USD: 100 },
  },
  {
    code: 'trophy',
    en: 'Trophy',
    zhCn: '奖杯',
    vi: 'Cúp vô địch',
    th: 'ถ้วยรางวัล',
    animation: 'trophy',
    tier: 3,
    prices: { VND: 10_000_000, CNY: 2_000, USD: 500 },
  },
  {
    code: 'fireworks',
    en: 'Fireworks',
    zhCn: '烟花',
    vi: 'Pháo hoa',
    th: 'ดอกไม้ไฟ',
    animation: 'fireworks',
    tier: 4,
    prices: { VND: 20_000_000, CNY: 5_000, USD: 1_000 },
  },
  {
    code: 'stadium',
    en: 'Full stadium',
    zhCn: '满场球迷',
    vi: 'Sân kín khán giả',
    th: 'สนามเต็มความจุ',
    animation: 'stadium',
    tier: 4,
    prices: { VND: 100_000_000, CNY: 20_000, USD: 5_000 },
  },
] as const;

/** Puts the starting catalogue in an empty gift table; an operator's own catalogue is never touched. */
export async function seedGiftCatalogue(catalogue: GiftCatalogueRepository, now: number): Promise<void> {
  if (!(await catalogue.isEmpty())) return;
  for (const [i, g] of demoGiftCatalogue.entries()) {
    await catalogue.insert(
      {
        code: g.code,
        nameEn: g.en,
        nameZhCn: g.zhCn,
        nameVi: g.vi,
        nameTh: g.th,
        animation: g.animation,
        tier: g.tier,
        anchorShareBp: DEFAULT_ANCHOR_SHARE_BP,
        sort: (i + 1) * 10,
        active: 1,
        createdAt: now,
        updatedAt: now,
      },
      g.prices,
    );
  }
}
