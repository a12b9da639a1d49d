import { cardSymbol } from './card-symbols.js';
import { TWENTY_PAYLINES } from './paylines.js';
import { GOLDEN_GOAL_FREE_SPIN_REELS, GOLDEN_GOAL_REEL_SETS } from './reel-sets/golden-goal-reels.js';
import type { SlotGame } from './slot-types.js';

/** The lower-volatility slot: football, 20 fixed paylines, free spins on wild-rich reels. */
export const GOLDEN_GOAL: SlotGame = {
  id: 'golden-goal',
  name: { en: 'Golden Goal', 'zh-cn': '黄金进球', vi: 'Bàn Thắng Vàng', th: 'ประตูทองคำ' },
  volatility: 'low',
  evaluation: { kind: 'lines', lines: TWENTY_PAYLINES },
  reels: 5,
  rows: 3,
  creditsPerStake: 20,
  symbols: [
    {
      code: 'TR',
      kind: 'pay',
      name: { en: 'Trophy', 'zh-cn': '奖杯', vi: 'Cúp vô địch', th: 'ถ้วยรางวัล' },
      pays: [50, 150, 500],
    },
    {
      code: 'BO',
      kind: 'pay',
      name: { en: 'Golden boot', 'zh-cn': '金靴', vi: 'Giày vàng', th: 'รองเท้าทองคำ' },
      pays: [40, 120, 400],
    },
    {
      code: 'BA',
      kind: 'pay',
      name: { en: 'Match ball', 'zh-cn': '比赛用球', vi: 'Bóng thi đấu', th: 'ลูกฟุตบอล' },
      pays: [30, 100, 300],
    },
    { code: 'WH', kind: 'pay', name: { en: 'Whistle', 'zh-cn': '哨子', vi: 'Còi', th: 'นกหวีด' }, pays: [25, 75, 250] },
    cardSymbol('A', 'A', [20, 50, 150]),
    cardSymbol('K', 'K', [20, 45, 125]),
    cardSymbol('Q', 'Q', [20, 40, 100]),
    cardSymbol('J', 'J', [15, 35, 100]),
    cardSymbol('T', '10', [15, 30, 90]),
    { code: 'W', kind: 'wild', name: { en: 'Wild', 'zh-cn': '百搭', vi: 'Wild', th: 'ไวลด์' }, pays: [] },
    {
      code: 'S',
      kind: 'scatter',
      name: {
        en: 'Stadium (scatter)',
        'zh-cn': '球场（分散）',
        vi: 'Sân vận động (Scatter)',
        th: 'สนามฟุตบอล (สแคตเตอร์)',
      },
      pays: [],
    },
  ],
  scatterPays: [0, 0, 0, 40, 200, 1000],
  freeSpinAwards: [0, 0, 0, 10, 15, 20],
  freeSpinMultiplier: 1,
  rules: [
    {
      en: '20 fixed paylines pay from left to right, starting on reel 1, for 3, 4 or 5 matching symbols on adjacent reels. Line pays are in line bets (the stake ÷ 20); wins on different lines add up.',
      'zh-cn':
        '20 条固定赔付线，从第 1 轴起由左至右，相邻轴上 3、4 或 5 个相同符号即赢。赔付以线注（投注额 ÷ 20）计，不同赔付线的奖金累加。',
      vi: '20 đường thắng cố định trả thưởng từ trái sang phải, bắt đầu từ cuộn 1, khi có 3, 4 hoặc 5 biểu tượng giống nhau trên các cuộn liền kề. Tiền thưởng tính theo cược mỗi đường (tiền cược ÷ 20); thắng trên các đường khác nhau được cộng dồn.',
      th: 'ไลน์จ่ายรางวัลคงที่ 20 ไลน์ จ่ายจากซ้ายไปขวาเริ่มที่วงล้อที่ 1 เมื่อมีสัญลักษณ์เหมือนกัน 3, 4 หรือ 5 ตัวบนวงล้อที่ติดกัน รางวัลคิดเป็นเท่าของเดิมพันต่อไลน์ (เดิมพัน ÷ 20) และรางวัลจากหลายไลน์รวมกัน',
    },
    {
      en: 'The Wild lands on reels 2 to 5 and substitutes for every symbol except the Stadium scatter.',
      'zh-cn': '百搭符号出现在第 2 至 5 轴，可替代除球场分散符号外的所有符号。',
      vi: 'Biểu tượng Wild xuất hiện trên cuộn 2 đến 5 và thay thế mọi biểu tượng trừ Scatter Sân vận động.',
      th: 'ไวลด์ปรากฏบนวงล้อที่ 2 ถึง 5 และแทนสัญลักษณ์ได้ทุกตัว ยกเว้นสแคตเตอร์สนามฟุตบอล',
    },
    {
      en: 'Stadium scatters pay anywhere on the screen: 3, 4 or 5 pay 2, 10 or 50 times the stake, and award 10, 15 or 20 free spins.',
      'zh-cn':
        '球场分散符号出现在画面任意位置即赔付：3、4 或 5 个分别赔付投注额的 2、10 或 50 倍，并奖励 10、15 或 20 次免费旋转。',
      vi: 'Scatter Sân vận động trả thưởng ở bất kỳ vị trí nào: 3, 4 hoặc 5 biểu tượng trả 2, 10 hoặc 50 lần tiền cược và tặng 10, 15 hoặc 20 vòng quay miễn phí.',
      th: 'สแคตเตอร์สนามฟุตบอลจ่ายรางวัลได้ทุกตำแหน่งบนหน้าจอ: 3, 4 หรือ 5 ตัวจ่าย 2, 10 หรือ 50 เท่าของเดิมพัน และให้ฟรีสปิน 10, 15 หรือ 20 ครั้ง',
    },
    {
      en: 'Free spins are played on their own reels at the triggering stake; 3 or more scatters during free spins award more free spins from the same table.',
      'zh-cn':
        '免费旋转以触发时的投注额在专属卷轴上进行；免费旋转中出现 3 个或以上分散符号，按同一规则再奖励免费旋转。',
      vi: 'Vòng quay miễn phí chơi trên bộ cuộn riêng với mức cược khi kích hoạt; 3 Scatter trở lên trong vòng quay miễn phí tặng thêm vòng quay theo cùng bảng.',
      th: 'ฟรีสปินเล่นบนวงล้อชุดของตัวเองด้วยเดิมพันที่ทำให้ได้รับ; สแคตเตอร์ 3 ตัวขึ้นไประหว่างฟรีสปินให้ฟรีสปินเพิ่มตามตารางเดียวกัน',
    },
    {
      en: "A round's total win is rounded down to the currency's smallest unit. A malfunction voids all pays and plays.",
      'zh-cn': '每局总奖金向下取整至货币最小单位。故障时所有赔付和游戏无效。',
      vi: 'Tổng tiền thắng của một ván được làm tròn xuống đơn vị tiền nhỏ nhất. Trục trặc sẽ làm mọi ván chơi và khoản thưởng bị vô hiệu.',
      th: 'รางวัลรวมของแต่ละรอบปัดลงเป็นหน่วยเงินที่เล็กที่สุด หากระบบขัดข้อง การเล่นและการจ่ายทั้งหมดเป็นโมฆะ',
    },
  ],
  defaultRtp: 96,
  reelSets: GOLDEN_GOAL_REEL_SETS,
  freeSpinReels: GOLDEN_GOAL_FREE_SPIN_REELS,
};
