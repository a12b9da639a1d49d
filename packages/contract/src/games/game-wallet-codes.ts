import type { MessageLanguage } from '../messages/languages.js';

/**
 * Codes of the casino's seamless wallet (`/game-wallet/v1/*` and its in-process port), always
 * HTTP 200. 5, 6, 14006 and 14069 mean what they mean on the sports platform's wallet callback;
 * 71xx are the game wallet's own refusals (docs/game-wallet-protocol.md "Codes").
 */
export const gameWalletCodes = {
  success: 0,
  /** The body is not JSON, too large, or outside the call's schema; `info` names the field. */
  invalidParameter: 5,
  /** Our fault (database down...): nothing is decided, retry with the same transaction id. */
  systemError: 6,
  /** The signature does not verify with the provider's secret, or was already accepted once. */
  invalidSignature: 14006,
  /** Provider, timestamp or signature header missing, or the timestamp outside the replay window. */
  signatureRequired: 14069,
  /** The provider header names no provider this operator knows. */
  unknownProvider: 7100,
  playerNotFound: 7101,
  /** A debit whose player session is over (logout, timeout, password change, ban). */
  sessionEnded: 7102,
  /** The player's account is closed (banned). */
  playerBlocked: 7103,
  /** A break, self-exclusion or limit of the player's refuses the debit; `message` says which. */
  responsibleGamblingBlock: 7104,
  insufficientFunds: 7105,
  /** The credit would take the balance past what the wallet may hold. */
  balanceLimitExceeded: 7106,
  /** The transaction id was used before with another body (kind, player, currency, amount, round, game or target). */
  transactionConflict: 7107,
  /** The transaction id was rolled back (before or after it arrived): it moves nothing now. */
  transactionRolledBack: 7108,
  /** A rollback may only name a debit. */
  notRollbackable: 7109,
  /** The round already belongs to another player or currency. */
  roundMismatch: 7110,
} as const satisfies Record<string, number>;

export type GameWalletCodeName = keyof typeof gameWalletCodes;

type Texts = Readonly<Record<MessageLanguage, string>>;

/** `message` per code, in the body's `language` (English when it has none): a refusal may be shown to the player. */
export const gameWalletMessages: Readonly<Record<GameWalletCodeName, Texts>> = {
  success: { en: 'Success', 'zh-cn': '成功', vi: 'Thành công', th: 'สำเร็จ' },
  invalidParameter: {
    en: 'Invalid parameter',
    'zh-cn': '参数无效',
    vi: 'Tham số không hợp lệ',
    th: 'พารามิเตอร์ไม่ถูกต้อง',
  },
  systemError: {
    en: 'System error, please try again',
    'zh-cn': '系统错误，请重试',
    vi: 'Lỗi hệ thống, vui lòng thử lại',
    th: 'ระบบขัดข้อง กรุณาลองอีกครั้ง',
  },
  invalidSignature: { en: 'Invalid signature', 'zh-cn': '签名无效', vi: 'Chữ ký không hợp lệ', th: 'ลายเซ็นไม่ถูกต้อง' },
  signatureRequired: {
    en: 'Provider, timestamp and signature headers are required, with a current timestamp',
    'zh-cn': '缺少供应商、时间戳或签名请求头，或时间戳已过期',
    vi: 'Thiếu tiêu đề nhà cung cấp, thời gian hoặc chữ ký, hoặc thời gian đã quá hạn',
    th: 'ต้องมีส่วนหัวผู้ให้บริการ เวลา และลายเซ็น พร้อมเวลาปัจจุบัน',
  },
  unknownProvider: {
    en: 'Unknown game provider',
    'zh-cn': '未知的游戏供应商',
    vi: 'Nhà cung cấp trò chơi không xác định',
    th: 'ไม่รู้จักผู้ให้บริการเกม',
  },
  playerNotFound: {
    en: 'Player not found',
    'zh-cn': '玩家不存在',
    vi: 'Không tìm thấy người chơi',
    th: 'ไม่พบผู้เล่น',
  },
  sessionEnded: {
    en: 'Your session has ended. Please log in again to play.',
    'zh-cn': '您的登录已结束，请重新登录后再游戏。',
    vi: 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại để chơi.',
    th: 'เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบอีกครั้งเพื่อเล่น',
  },
  playerBlocked: {
    en: 'This account cannot play.',
    'zh-cn': '该账户无法进行游戏。',
    vi: 'Tài khoản này không thể chơi.',
    th: 'บัญชีนี้ไม่สามารถเล่นได้',
  },
  responsibleGamblingBlock: {
    en: 'Your responsible-gambling settings do not allow this right now.',
    'zh-cn': '您的理性博彩设置目前不允许此操作。',
    vi: 'Cài đặt chơi có trách nhiệm của bạn hiện không cho phép thao tác này.',
    th: 'การตั้งค่าการเล่นอย่างรับผิดชอบของคุณไม่อนุญาตในขณะนี้',
  },
  insufficientFunds: {
    en: 'Your balance is not enough for this.',
    'zh-cn': '余额不足。',
    vi: 'Số dư của bạn không đủ.',
    th: 'ยอดเงินของคุณไม่เพียงพอ',
  },
  balanceLimitExceeded: {
    en: 'This would take the balance past what the wallet may hold.',
    'zh-cn': '此操作将使余额超过钱包上限。',
    vi: 'Thao tác này sẽ làm số dư vượt quá mức ví cho phép.',
    th: 'รายการนี้จะทำให้ยอดเงินเกินขีดจำกัดของกระเป๋าเงิน',
  },
  transactionConflict: {
    en: 'This transaction id was already used with another body',
    'zh-cn': '该交易编号已用于其他请求内容',
    vi: 'Mã giao dịch này đã được dùng với nội dung khác',
    th: 'รหัสธุรกรรมนี้ถูกใช้กับข้อมูลอื่นแล้ว',
  },
  transactionRolledBack: {
    en: 'This transaction was rolled back',
    'zh-cn': '该交易已回滚',
    vi: 'Giao dịch này đã bị hoàn tác',
    th: 'ธุรกรรมนี้ถูกยกเลิกแล้ว',
  },
  notRollbackable: {
    en: 'Only a debit can be rolled back',
    'zh-cn': '只能回滚扣款交易',
    vi: 'Chỉ có thể hoàn tác giao dịch trừ tiền',
    th: 'ยกเลิกได้เฉพาะรายการหักเงินเท่านั้น',
  },
  roundMismatch: {
    en: 'This round belongs to another player or currency',
    'zh-cn': '该局属于其他玩家或币种',
    vi: 'Ván này thuộc về người chơi hoặc loại tiền khác',
    th: 'รอบนี้เป็นของผู้เล่นหรือสกุลเงินอื่น',
  },
};

/** The envelope every game wallet answer uses: `data` is the call's result on success, else `{balance}` or null. */
export interface GameWalletEnvelope<T> {
  code: number;
  success: boolean;
  message: string;
  data: T | { balance: number } | null;
  info?: string;
}

/** A code's envelope; `message` replaces the code's own text (a limit's refusal names the limit). */
export function gameWalletAnswer<T>(
  codeName: GameWalletCodeName,
  lang: MessageLanguage,
  data: T | { balance: number } | null,
  opts: { message?: string | undefined; info?: string | undefined } = {},
): GameWalletEnvelope<T> {
  const code = gameWalletCodes[codeName];
  const answer: GameWalletEnvelope<T> = {
    code,
    success: code === gameWalletCodes.success,
    message: opts.message ?? gameWalletMessages[codeName][lang],
    data,
  };
  if (opts.info !== undefined) answer.info = opts.info;
  return answer;
}
