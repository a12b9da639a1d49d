import { cardSymbol } from './card-symbols.js';
import { DRAGON_FORTUNE_FREE_SPIN_REELS, DRAGON_FORTUNE_REEL_SETS } from './reel-sets/dragon-fortune-reels.js';
import type { SlotGame } from './slot-types.js';

/** The higher-volatility slot: 243 ways, free spins with every win tripled. */
export const DRAGON_FORTUNE: SlotGame = {
  id: 'dragon-fortune',
  name: { en: 'Dragon Fortune', 'zh-cn': '龙之财富', vi: 'Rồng Tài Lộc', th: 'มังกรนำโชค' },
  volatility: 'high',
  evaluation: { kind: 'ways' },
  reels: 5,
  rows: 3,
  creditsPerStake: 50,
  symbols: [
    { code: 'DR', kind: 'pay', name: { en: 'Dragon', 'zh-cn': '龙', vi: 'Rồng', th: 'มังกร' }, pays: [200, 1000, 5000] },
    { code: 'TI', kind: 'pay', name: { en: 'Tiger', 'zh-cn': '虎', vi: 'Hổ', th: 'เสือ' }, pays: [100, 500, 2500] },
    {
      code: 'KO',
      kind: 'pay',
      name: { en: 'Koi', 'zh-cn': '锦鲤', vi: 'Cá chép', th: 'ปลาคาร์ป' },
      pays: [60, 250, 1000],
    },
    {
      code: 'LA',
      kind: 'pay',
      name: { en: 'Lantern', 'zh-cn': '灯笼', vi: 'Đèn lồng', th: 'โคมไฟ' },
      pays: [40, 125, 500],
    },
    cardSymbol('A', 'A', [20, 50, 200]),
    cardSymbol('K', 'K', [20, 40, 150]),
    cardSymbol('Q', 'Q', [15, 40, 120]),
    cardSymbol('J', 'J', [12, 30, 100]),
    cardSymbol('T', '10', [10, 25, 80]),
    cardSymbol('N', '9', [10, 20, 60]),
    {
      code: 'W',
      kind: 'wild',
      name: { en: 'Pearl wild', 'zh-cn': '珍珠百搭', vi: 'Wild Ngọc trai', th: 'ไวลด์ไข่มุก' },
      pays: [],
    },
    {
      code: 'S',
      kind: 'scatter',
      name: { en: 'Gold ingot (scatter)', 'zh-cn': '元宝（分散）', vi: 'Nén vàng (Scatter)', th: 'ก้อนทอง (สแคตเตอร์)' },
      pays: [],
    },
  ],
  scatterPays: [0, 0, 0, 100, 500, 2500],
  freeSpinAwards: [0, 0, 0, 8, 12, 20],
  freeSpinMultiplier: 3,
  rules: [
    {
      en: '243 ways: a symbol pays when it lands anywhere on reels 1, 2 and 3 (and on to 4 and 5); the pay is multiplied by the number of ways, the product of its count on each of those reels. Pays are in credits of the stake ÷ 50.',
      'zh-cn':
        '243 路：符号出现在第 1、2、3 轴（及其后相邻的第 4、5 轴）任意位置即赢；赔付乘以路数，即各轴上该符号个数的乘积。赔付以积分计，1 积分 = 投注额 ÷ 50。',
      vi: '243 cách thắng: một biểu tượng trả thưởng khi xuất hiện ở bất kỳ vị trí nào trên cuộn 1, 2 và 3 (và tiếp tục sang cuộn 4, 5); tiền thưởng nhân với số cách thắng, là tích số biểu tượng đó trên từng cuộn. Thưởng tính theo điểm, 1 điểm = tiền cược ÷ 50.',
      th: '243 วิธีชนะ: สัญลักษณ์จ่ายรางวัลเมื่อปรากฏตำแหน่งใดก็ได้บนวงล้อที่ 1, 2 และ 3 (ต่อเนื่องถึงวงล้อที่ 4 และ 5) รางวัลคูณด้วยจำนวนวิธี คือผลคูณของจำนวนสัญลักษณ์นั้นบนแต่ละวงล้อ รางวัลคิดเป็นเครดิต 1 เครดิต = เดิมพัน ÷ 50',
    },
    {
      en: 'The Pearl wild lands on reels 2, 3 and 4 and substitutes for every symbol except the Gold ingot scatter.',
      'zh-cn': '珍珠百搭出现在第 2、3、4 轴，可替代除元宝分散符号外的所有符号。',
      vi: 'Wild Ngọc trai xuất hiện trên cuộn 2, 3 và 4, thay thế mọi biểu tượng trừ Scatter Nén vàng.',
      th: 'ไวลด์ไข่มุกปรากฏบนวงล้อที่ 2, 3 และ 4 และแทนสัญลักษณ์ได้ทุกตัว ยกเว้นสแคตเตอร์ก้อนทอง',
    },
    {
      en: 'Gold ingot scatters pay anywhere on the screen: 3, 4 or 5 pay 2, 10 or 50 times the stake, and award 8, 12 or 20 free spins.',
      'zh-cn':
        '元宝分散符号出现在画面任意位置即赔付：3、4 或 5 个分别赔付投注额的 2、10 或 50 倍，并奖励 8、12 或 20 次免费旋转。',
      vi: 'Scatter Nén vàng trả thưởng ở bất kỳ vị trí nào: 3, 4 hoặc 5 biểu tượng trả 2, 10 hoặc 50 lần tiền cược và tặng 8, 12 hoặc 20 vòng quay miễn phí.',
      th: 'สแคตเตอร์ก้อนทองจ่ายรางวัลได้ทุกตำแหน่งบนหน้าจอ: 3, 4 หรือ 5 ตัวจ่าย 2, 10 หรือ 50 เท่าของเดิมพัน และให้ฟรีสปิน 8, 12 หรือ 20 ครั้ง',
    },
    {
      en: 'Every win in free spins is tripled. Free spins are played on their own reels at the triggering stake; 3 or more scatters during free spins award more free spins from the same table.',
      'zh-cn':
        '免费旋转中所有奖金乘以 3。免费旋转以触发时的投注额在专属卷轴上进行；免费旋转中出现 3 个或以上分散符号，按同一规则再奖励免费旋转。',
      vi: 'Mọi khoản thắng trong vòng quay miễn phí được nhân 3. Vòng quay miễn phí chơi trên bộ cuộn riêng với mức cược khi kích hoạt; 3 Scatter trở lên trong vòng quay miễn phí tặng thêm vòng quay theo cùng bảng.',
      th: 'ทุกรางวัลในฟรีสปินคูณ 3 ฟรีสปินเล่นบนวงล้อชุดของตัวเองด้วยเดิมพันที่ทำให้ได้รับ; สแคตเตอร์ 3 ตัวขึ้นไประหว่างฟรีสปินให้ฟรีสปินเพิ่มตามตารางเดียวกัน',
    },
    {
      en: "A round's total win is rounded down to the currency's smallest unit. A malfunction voids all pays and plays.",
      'zh-cn': '每局总奖金向下取整至货币最小单位。故障时所有赔付和游戏无效。',
      vi: 'Tổng tiền thắng của một ván được làm tròn xuống đơn vị tiền nhỏ nhất. Trục trặc sẽ làm mọi ván chơi và khoản thưởng bị vô hiệu.',
      th: 'รางวัลรวมของแต่ละรอบปัดลงเป็นหน่วยเงินที่เล็กที่สุด หากระบบขัดข้อง การเล่นและการจ่ายทั้งหมดเป็นโมฆะ',
    },
  ],
  defaultRtp: 96,
  reelSets: DRAGON_FORTUNE_REEL_SETS,
  freeSpinReels: DRAGON_FORTUNE_FREE_SPIN_REELS,
};
