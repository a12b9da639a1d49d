import type { MessageLanguage } from '@matchday/contract';

/**
 * Why the games platform refused a play, a mines move or a seed change (the wallet's own refusals
 * come as `walletRefused` with the wallet's code and message in the player's language).
 */
export const gamesRefusals = [
  'invalidParameter',
  'roundTooSoon',
  'minesGameOpen',
  'noMinesGame',
  'tileAlreadyRevealed',
  'nothingToCashOut',
  'requestConflict',
  'walletRefused',
  'walletUnavailable',
] as const;

export type GamesRefusal = (typeof gamesRefusals)[number];

type Texts = Readonly<Record<MessageLanguage, string>>;

/** What the player reads for each refusal (the wallet's message replaces `walletRefused`'s when it has one). */
export const gamesRefusalMessages: Readonly<Record<GamesRefusal, Texts>> = {
  invalidParameter: {
    en: 'This bet cannot be placed as entered.',
    'zh-cn': '此投注内容无效，无法下注。',
    vi: 'Không thể đặt cược với nội dung đã nhập.',
    th: 'ไม่สามารถวางเดิมพันตามที่กรอกได้',
  },
  roundTooSoon: {
    en: 'Please wait a moment: the previous round has not finished yet.',
    'zh-cn': '请稍候：上一局尚未结束。',
    vi: 'Vui lòng chờ một chút: ván trước chưa kết thúc.',
    th: 'กรุณารอสักครู่ รอบก่อนหน้ายังไม่จบ',
  },
  minesGameOpen: {
    en: 'Finish your Mines game first.',
    'zh-cn': '请先完成当前的扫雷游戏。',
    vi: 'Vui lòng hoàn thành ván Dò mìn hiện tại trước.',
    th: 'กรุณาเล่นเกมไมน์ที่ค้างอยู่ให้จบก่อน',
  },
  noMinesGame: {
    en: 'You have no Mines game in play.',
    'zh-cn': '您没有进行中的扫雷游戏。',
    vi: 'Bạn không có ván Dò mìn nào đang chơi.',
    th: 'คุณไม่มีเกมไมน์ที่กำลังเล่นอยู่',
  },
  tileAlreadyRevealed: {
    en: 'This tile is already open.',
    'zh-cn': '该格子已翻开。',
    vi: 'Ô này đã được mở.',
    th: 'ช่องนี้เปิดแล้ว',
  },
  nothingToCashOut: {
    en: 'Open at least one safe tile before cashing out.',
    'zh-cn': '请至少翻开一个安全格后再兑现。',
    vi: 'Hãy mở ít nhất một ô an toàn trước khi rút tiền.',
    th: 'เปิดช่องที่ปลอดภัยอย่างน้อยหนึ่งช่องก่อนรับเงิน',
  },
  requestConflict: {
    en: 'This request was already used for another bet.',
    'zh-cn': '该请求已用于另一笔投注。',
    vi: 'Yêu cầu này đã được dùng cho một cược khác.',
    th: 'คำขอนี้ถูกใช้กับเดิมพันอื่นแล้ว',
  },
  walletRefused: {
    en: 'Your wallet refused this stake.',
    'zh-cn': '您的钱包拒绝了此笔投注。',
    vi: 'Ví của bạn đã từ chối khoản cược này.',
    th: 'กระเป๋าเงินของคุณปฏิเสธเดิมพันนี้',
  },
  walletUnavailable: {
    en: 'The wallet did not answer. Your stake was not taken; please try again.',
    'zh-cn': '钱包未响应，您的投注未被扣除，请重试。',
    vi: 'Ví không phản hồi. Tiền cược của bạn chưa bị trừ, vui lòng thử lại.',
    th: 'กระเป๋าเงินไม่ตอบสนอง ยังไม่มีการหักเงินเดิมพัน กรุณาลองอีกครั้ง',
  },
};
