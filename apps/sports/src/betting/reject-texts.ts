import { orderRejectReason } from '@matchday/contract';
import type { SportsTextLanguage } from '@matchday/contract';

type Texts = Readonly<Record<SportsTextLanguage, string>>;

/** `rjs` of a rejected order (§6.6): why, and what the member can do, in their language. */
const REJECT_TEXTS: Readonly<Record<number, Texts>> = {
  [orderRejectReason.marketSuspended]: {
    en: 'The market was suspended while your bet was being confirmed. Your stake is back in your wallet; try again when it reopens.',
    zh: '确认投注期间盘口已封盘，本金已退回钱包，请在盘口重新开放后再试。',
    vi: 'Kèo bị tạm khóa trong lúc xác nhận cược. Tiền cược đã hoàn vào ví; hãy thử lại khi kèo mở lại.',
    th: 'ตลาดปิดรับชั่วคราวระหว่างยืนยันเดิมพัน ยอดเดิมพันคืนเข้ากระเป๋าเงินแล้ว ลองใหม่เมื่อตลาดเปิดอีกครั้ง',
  },
  [orderRejectReason.oddsChanged]: {
    en: 'The odds moved against you while your bet was being confirmed. Your stake is back; check the new price and bet again.',
    zh: '确认投注期间赔率发生不利变化，本金已退回，请确认新赔率后重新投注。',
    vi: 'Tỷ lệ cược thay đổi bất lợi trong lúc xác nhận. Tiền cược đã được hoàn; hãy xem giá mới và đặt lại.',
    th: 'ราคาเปลี่ยนในทางที่ไม่เป็นผลดีระหว่างยืนยันเดิมพัน ยอดเดิมพันคืนแล้ว ตรวจสอบราคาใหม่แล้วเดิมพันอีกครั้ง',
  },
  [orderRejectReason.paymentFailed]: {
    en: 'Your wallet could not cover the stake. Deposit or lower the stake, then try again.',
    zh: '钱包余额不足以支付本金，请存款或降低金额后重试。',
    vi: 'Số dư ví không đủ cho tiền cược. Hãy nạp tiền hoặc giảm tiền cược rồi thử lại.',
    th: 'ยอดเงินในกระเป๋าไม่พอสำหรับยอดเดิมพัน ฝากเงินหรือลดยอดเดิมพันแล้วลองใหม่',
  },
  [orderRejectReason.unconfirmedAtSettlement]: {
    en: 'The match ended before your bet was confirmed. Your stake is back in your wallet.',
    zh: '比赛在投注确认前已结束，本金已退回钱包。',
    vi: 'Trận đấu kết thúc trước khi cược được xác nhận. Tiền cược đã hoàn vào ví.',
    th: 'แมตช์จบก่อนยืนยันเดิมพัน ยอดเดิมพันคืนเข้ากระเป๋าเงินแล้ว',
  },
  [orderRejectReason.systemError]: {
    en: 'The bet could not be confirmed. Your stake is back in your wallet; please try again.',
    zh: '投注无法确认，本金已退回钱包，请重试。',
    vi: 'Không thể xác nhận cược. Tiền cược đã hoàn vào ví; vui lòng thử lại.',
    th: 'ยืนยันเดิมพันไม่ได้ ยอดเดิมพันคืนเข้ากระเป๋าเงินแล้ว กรุณาลองใหม่',
  },
};

export function rejectText(reason: number, lang: SportsTextLanguage): string {
  return (REJECT_TEXTS[reason] ?? REJECT_TEXTS[orderRejectReason.systemError]!)[lang];
}

export function textLanguage(lang: string): SportsTextLanguage {
  return lang === 'zh' || lang === 'vi' || lang === 'th' ? lang : 'en';
}
