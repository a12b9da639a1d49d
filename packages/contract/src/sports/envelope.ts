import { z } from 'zod';

/**
 * Codes of the sports platform's `/v1` envelope (spec §2.2, §10). 0, 8, 14009 and 14010 are the
 * spec's; `invalidParameter` is the spec's general code 5, which it already names for a getList
 * body without `type`, `matchIds` or `leagueId`, so we use it for every rejected body; 6 and 7
 * are the spec's general codes too.
 */
export const sportsCodes = {
  success: 0,
  invalidParameter: 5,
  /** §10 "system error, contact the administrator": our fault, details only in the log. */
  systemError: 6,
  /** §10 "data not found": e.g. getMatchDetail of a match no longer in the schedule. */
  dataNotFound: 7,
  maintenance: 8,
  /** §10 14006: a merchant call whose signature does not verify, or a replayed one. */
  invalidSignature: 14006,
  /** §10 14069: a merchant call without its timestamp and signature headers, or out of the replay window. */
  merchantHeadersRequired: 14069,
  notLoggedIn: 14009,
  tokenExpired: 14010,
  /** §10 14068: a member placing bets faster than the platform takes them (threshold in apps/sports/src/betting/README.md). */
  bettingTooFrequently: 14068,
  /** §10 11: the platform cannot reach the operator's wallet; the bet was not taken. */
  functionUnavailable: 11,
  betFailed: 3000,
  insufficientBalance: 3001,
  marketClosed: 3002,
  oddsChanged: 3003,
  tooManyOrders: 3004,
  stakeBelowMinimum: 3005,
  maximumStakeChanged: 3008,
  tooManyLegs: 3009,
  notAllowedInParlay: 3010,
  sameMatchInParlay: 3011,
  currencyNotSupported: 3017,
  marketLiabilityReached: 3020,
  wrongOddsType: 3021,
  orderNotFound: 14082,
  /** §10 14051: a history query over more days than allowed (BET_LIST_MAX_DAYS). */
  queryRangeTooLong: 14051,
  marketNotFound: 14084,
  duplicateSubmission: 14004,
  cashOutNotSupported: 17005,
  cashOutStakeTooHigh: 17004,
  cashOutStakeBelowMinimum: 17011,
  cashOutQuoteInvalid: 17016,
  cashOutLimitReached: 17008,
  /** §10 17002: the order already has a pending reserved cash-out (one per order). */
  reservedCashOutExists: 17002,
  reservedCashOutLimitReached: 17007,
  reservedCashOutAboveMaxReturn: 17010,
  reservedCashOutProcessing: 17013,
  /** §10 17014: also another member's id, and one that is no longer pending. */
  reservedCashOutNotFound: 17014,
  reservedCashOutStakeBelowMinimum: 17017,
  reserveInvalidMarket: 6050,
  reserveTooMany: 6051,
  reserveCancelFailed: 6052,
  reserveStakeBelowMinimum: 6053,
  reserveNotFound: 6054,
  reserveOverLimit: 6057,
  reserveOddsTooHigh: 6060,
  /** §10 6049: the price reached or passed a reserve bet's target while it was being set. */
  reserveOddsChanged: 6049,
  /** §10 6043: the cash-out value reached or passed an automatic cash-out's target while it was being set. */
  reservedCashOutValueChanged: 6043,
  /** Results desk (merchant calls; our choice in §10's back-office settlement range): the match is not in the kept days' schedule. */
  resultMatchUnknown: 6030,
  /** The match has no recorded result yet: nothing to correct or void. */
  resultNotRecorded: 6031,
  /** The change would store the result as it already stands. */
  resultUnchanged: 6032,
  /** The scores do not fit the match: another sport's period, no final score, or totals that disagree. */
  resultScoresInvalid: 6033,
  /** The result has a newer version than the one the change was made on. */
  resultChangedMeanwhile: 6034,
} as const satisfies Record<string, number>;

export type SportsCodeName = keyof typeof sportsCodes;
export type SportsCode = (typeof sportsCodes)[SportsCodeName];

/** Languages the platform writes messages and names in; others fall back to English. */
export const sportsTextLanguages = ['en', 'zh', 'vi', 'th'] as const;
export type SportsTextLanguage = (typeof sportsTextLanguages)[number];

/** `message` per code and language; maintenance carries `[startMs-endMs]` after the text. */
export const sportsMessages: Readonly<Record<SportsCodeName, Readonly<Record<SportsTextLanguage, string>>>> = {
  success: { en: 'Success', zh: '成功', vi: 'Thành công', th: 'สำเร็จ' },
  invalidParameter: { en: 'Invalid parameter', zh: '参数无效', vi: 'Tham số không hợp lệ', th: 'พารามิเตอร์ไม่ถูกต้อง' },
  systemError: {
    en: 'System error, please contact the administrator',
    zh: '系统错误，请联系管理员',
    vi: 'Lỗi hệ thống, vui lòng liên hệ quản trị viên',
    th: 'ระบบขัดข้อง กรุณาติดต่อผู้ดูแลระบบ',
  },
  dataNotFound: { en: 'Data not found', zh: '数据不存在', vi: 'Không tìm thấy dữ liệu', th: 'ไม่พบข้อมูล' },
  maintenance: { en: 'Under maintenance', zh: '系统维护中', vi: 'Đang bảo trì', th: 'ระบบอยู่ระหว่างปรับปรุง' },
  invalidSignature: { en: 'Invalid signature', zh: '签名无效', vi: 'Chữ ký không hợp lệ', th: 'ลายเซ็นไม่ถูกต้อง' },
  merchantHeadersRequired: {
    en: 'Merchant timestamp and signature headers are required',
    zh: '缺少商户时间戳或签名请求头',
    vi: 'Thiếu tiêu đề thời gian hoặc chữ ký của đối tác',
    th: 'ต้องมีส่วนหัวเวลาและลายเซ็นของร้านค้า',
  },
  notLoggedIn: { en: 'Not logged in', zh: '未登录', vi: 'Chưa đăng nhập', th: 'ยังไม่ได้เข้าสู่ระบบ' },
  tokenExpired: {
    en: 'Login timed out, please log in again',
    zh: '账号已登出，请重新登录',
    vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
    th: 'เซสชันหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  bettingTooFrequently: {
    en: 'Too many bets at once, please wait a moment',
    zh: '投注过于频繁，请稍后再试',
    vi: 'Đặt cược quá nhanh, vui lòng đợi một chút',
    th: 'เดิมพันถี่เกินไป กรุณารอสักครู่',
  },
  functionUnavailable: {
    en: 'Betting is unavailable right now, please try again shortly',
    zh: '暂时无法投注，请稍后再试',
    vi: 'Tạm thời không thể đặt cược, vui lòng thử lại sau',
    th: 'ขณะนี้ยังเดิมพันไม่ได้ กรุณาลองใหม่ในอีกสักครู่',
  },
  betFailed: { en: 'Bet failed', zh: '投注失败', vi: 'Đặt cược thất bại', th: 'เดิมพันไม่สำเร็จ' },
  insufficientBalance: {
    en: 'Insufficient balance, please deposit first',
    zh: '余额不足，请先存款',
    vi: 'Số dư không đủ, vui lòng nạp tiền',
    th: 'ยอดเงินไม่พอ กรุณาฝากเงินก่อน',
  },
  marketClosed: {
    en: 'This market is closed, please pick another selection',
    zh: '盘口已关闭，请选择其他投注项',
    vi: 'Kèo đã đóng, vui lòng chọn cửa khác',
    th: 'ตลาดนี้ปิดแล้ว กรุณาเลือกตัวเลือกอื่น',
  },
  oddsChanged: {
    en: 'The odds have changed, please check and place again',
    zh: '赔率已变更，请确认后重新投注',
    vi: 'Tỷ lệ cược đã thay đổi, vui lòng kiểm tra và đặt lại',
    th: 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบและเดิมพันอีกครั้ง',
  },
  tooManyOrders: {
    en: 'Too many bets in one request',
    zh: '单次投注注单过多',
    vi: 'Quá nhiều vé cược trong một lần',
    th: 'บิลในคำขอเดียวมากเกินไป',
  },
  stakeBelowMinimum: {
    en: 'Stake is below the minimum',
    zh: '投注金额低于最低限额',
    vi: 'Tiền cược thấp hơn mức tối thiểu',
    th: 'ยอดเดิมพันต่ำกว่าขั้นต่ำ',
  },
  maximumStakeChanged: {
    en: 'Stake is above the maximum for this selection',
    zh: '投注金额超过该投注项的最高限额',
    vi: 'Tiền cược vượt mức tối đa của cửa này',
    th: 'ยอดเดิมพันเกินสูงสุดของตัวเลือกนี้',
  },
  tooManyLegs: {
    en: 'Too many selections in a parlay',
    zh: '串关投注项过多',
    vi: 'Quá nhiều lựa chọn trong vé xiên',
    th: 'ตัวเลือกในสเต็ปมากเกินไป',
  },
  notAllowedInParlay: {
    en: 'This selection cannot be combined in a parlay',
    zh: '该投注项不支持串关',
    vi: 'Cửa này không thể ghép vé xiên',
    th: 'ตัวเลือกนี้รวมในสเต็ปไม่ได้',
  },
  sameMatchInParlay: {
    en: 'Selections from the same match cannot be combined',
    zh: '同一场比赛的投注项不能串关',
    vi: 'Không thể ghép các cửa của cùng một trận',
    th: 'รวมตัวเลือกจากแมตช์เดียวกันไม่ได้',
  },
  currencyNotSupported: {
    en: 'Currency not supported',
    zh: '不支持该币种',
    vi: 'Không hỗ trợ loại tiền này',
    th: 'ไม่รองรับสกุลเงินนี้',
  },
  marketLiabilityReached: {
    en: 'This market has reached its limit, please try a smaller stake or another selection',
    zh: '该盘口已达投注上限，请减少金额或选择其他投注项',
    vi: 'Kèo đã đạt giới hạn, vui lòng giảm tiền cược hoặc chọn cửa khác',
    th: 'ตลาดนี้เต็มวงเงินแล้ว กรุณาลดยอดเดิมพันหรือเลือกตัวเลือกอื่น',
  },
  wrongOddsType: {
    en: 'Wrong odds format',
    zh: '赔率类型错误',
    vi: 'Sai định dạng tỷ lệ cược',
    th: 'รูปแบบราคาไม่ถูกต้อง',
  },
  queryRangeTooLong: {
    en: 'The date range is too long, please pick at most 31 days',
    zh: '查询时间范围过长，最多31天',
    vi: 'Khoảng thời gian quá dài, tối đa 31 ngày',
    th: 'ช่วงวันที่ยาวเกินไป เลือกได้สูงสุด 31 วัน',
  },
  orderNotFound: { en: 'Order does not exist', zh: '注单不存在', vi: 'Vé cược không tồn tại', th: 'ไม่พบบิลนี้' },
  marketNotFound: {
    en: 'Market not found, please refresh',
    zh: '盘口不存在，请刷新',
    vi: 'Không tìm thấy kèo, vui lòng làm mới',
    th: 'ไม่พบตลาด กรุณารีเฟรช',
  },
  duplicateSubmission: {
    en: 'This request is already being processed, please wait',
    zh: '重复提交，请稍候',
    vi: 'Yêu cầu đang được xử lý, vui lòng đợi',
    th: 'คำขอนี้กำลังดำเนินการ กรุณารอสักครู่',
  },
  cashOutNotSupported: {
    en: 'Cash out is not available for this bet right now',
    zh: '该注单暂不支持提前结算',
    vi: 'Vé cược này hiện không thể rút sớm',
    th: 'บิลนี้ยังแคชเอาต์ไม่ได้ในขณะนี้',
  },
  cashOutStakeTooHigh: {
    en: 'Cash-out stake exceeds the remaining stake',
    zh: '提前结算金额超过剩余本金',
    vi: 'Số tiền rút sớm vượt quá tiền cược còn lại',
    th: 'ยอดแคชเอาต์เกินยอดเดิมพันที่เหลือ',
  },
  cashOutStakeBelowMinimum: {
    en: 'Cash-out stake is below the minimum, cash out everything instead',
    zh: '提前结算金额低于最低限额，请全额提前结算',
    vi: 'Số tiền rút sớm thấp hơn mức tối thiểu, vui lòng rút toàn bộ',
    th: 'ยอดแคชเอาต์ต่ำกว่าขั้นต่ำ กรุณาแคชเอาต์ทั้งหมดแทน',
  },
  cashOutQuoteInvalid: {
    en: 'The cash-out price has changed, please check the new price',
    zh: '提前结算报价已变化，请确认新报价',
    vi: 'Giá rút sớm đã thay đổi, vui lòng kiểm tra giá mới',
    th: 'ราคาแคชเอาต์เปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่',
  },
  cashOutLimitReached: {
    en: 'Maximum number of cash-outs reached for this bet',
    zh: '该注单已达提前结算次数上限',
    vi: 'Đã đạt số lần rút sớm tối đa cho vé này',
    th: 'บิลนี้แคชเอาต์ครบจำนวนครั้งสูงสุดแล้ว',
  },
  reservedCashOutExists: {
    en: 'This bet already has an automatic cash-out, cancel it first',
    zh: '该注单已有自动提前结算，请先取消',
    vi: 'Vé cược này đã có lệnh rút sớm tự động, vui lòng hủy trước',
    th: 'บิลนี้มีแคชเอาต์อัตโนมัติอยู่แล้ว กรุณายกเลิกก่อน',
  },
  reservedCashOutLimitReached: {
    en: 'Too many automatic cash-outs pending (at most 20)',
    zh: '自动提前结算过多（最多20笔）',
    vi: 'Quá nhiều lệnh rút sớm tự động đang chờ (tối đa 20)',
    th: 'แคชเอาต์อัตโนมัติที่รออยู่มากเกินไป (สูงสุด 20)',
  },
  reservedCashOutAboveMaxReturn: {
    en: 'The target is above the most this stake can return',
    zh: '自动提前结算金额超过该本金的最高返还',
    vi: 'Mục tiêu vượt quá số tiền tối đa phần cược này có thể trả',
    th: 'เป้าหมายสูงกว่ายอดจ่ายสูงสุดของเดิมพันนี้',
  },
  reservedCashOutProcessing: {
    en: 'The automatic cash-out is being taken now, please wait',
    zh: '自动提前结算正在处理中，请稍候',
    vi: 'Lệnh rút sớm tự động đang được xử lý, vui lòng đợi',
    th: 'กำลังดำเนินการแคชเอาต์อัตโนมัติ กรุณารอสักครู่',
  },
  reservedCashOutNotFound: {
    en: 'Automatic cash-out not found or no longer pending',
    zh: '自动提前结算不存在或已结束',
    vi: 'Không tìm thấy lệnh rút sớm tự động hoặc lệnh đã kết thúc',
    th: 'ไม่พบแคชเอาต์อัตโนมัติหรือไม่ได้รออยู่แล้ว',
  },
  reservedCashOutStakeBelowMinimum: {
    en: 'Automatic cash-out stake is below the minimum, cash out everything instead',
    zh: '自动提前结算金额低于最低限额，请全额提前结算',
    vi: 'Số tiền rút sớm tự động thấp hơn mức tối thiểu, vui lòng rút toàn bộ',
    th: 'ยอดแคชเอาต์อัตโนมัติต่ำกว่าขั้นต่ำ กรุณาแคชเอาต์ทั้งหมดแทน',
  },
  reserveInvalidMarket: {
    en: 'This market cannot take a reserve bet',
    zh: '该盘口不支持预约投注',
    vi: 'Kèo này không nhận cược đặt trước',
    th: 'ตลาดนี้จองราคาไม่ได้',
  },
  reserveTooMany: {
    en: 'Too many pending reserve bets (at most 10)',
    zh: '预约注单过多（最多10笔）',
    vi: 'Quá nhiều cược đặt trước đang chờ (tối đa 10)',
    th: 'จองราคาที่รออยู่มากเกินไป (สูงสุด 10)',
  },
  reserveCancelFailed: {
    en: 'This reserve bet can no longer be cancelled',
    zh: '该预约注单无法取消',
    vi: 'Không thể hủy cược đặt trước này',
    th: 'ยกเลิกการจองราคานี้ไม่ได้แล้ว',
  },
  reserveStakeBelowMinimum: {
    en: 'Reserve stake is below the minimum',
    zh: '预约投注金额低于最低限额',
    vi: 'Tiền cược đặt trước thấp hơn mức tối thiểu',
    th: 'ยอดจองราคาต่ำกว่าขั้นต่ำ',
  },
  reserveNotFound: {
    en: 'Reserve bet not found',
    zh: '预约注单不存在',
    vi: 'Không tìm thấy cược đặt trước',
    th: 'ไม่พบการจองราคา',
  },
  reserveOverLimit: {
    en: 'Reserve stake is above the maximum',
    zh: '预约投注金额超过上限',
    vi: 'Tiền cược đặt trước vượt mức tối đa',
    th: 'ยอดจองราคาเกินสูงสุด',
  },
  reserveOddsTooHigh: {
    en: 'Target odds are above the maximum for a reserve bet',
    zh: '预约赔率超过上限',
    vi: 'Tỷ lệ mục tiêu vượt mức tối đa',
    th: 'ราคาเป้าหมายเกินสูงสุดของการจองราคา',
  },
  reserveOddsChanged: {
    en: 'The odds have changed: set a target above the current odds',
    zh: '赔率已变化：请设置高于当前赔率的目标',
    vi: 'Tỷ lệ đã thay đổi: hãy đặt mục tiêu cao hơn tỷ lệ hiện tại',
    th: 'ราคาเปลี่ยนแล้ว: กรุณาตั้งเป้าหมายสูงกว่าราคาปัจจุบัน',
  },
  reservedCashOutValueChanged: {
    en: 'The cash-out value has changed: set a target above the value now',
    zh: '提前结算金额已变化：请设置高于当前金额的目标',
    vi: 'Giá trị rút sớm đã thay đổi: hãy đặt mục tiêu cao hơn giá trị hiện tại',
    th: 'มูลค่าแคชเอาต์เปลี่ยนแล้ว: กรุณาตั้งเป้าหมายสูงกว่ามูลค่าปัจจุบัน',
  },
  resultMatchUnknown: {
    en: 'Match not found in the kept days',
    zh: '未找到该比赛（仅限保留天数内）',
    vi: 'Không tìm thấy trận đấu trong số ngày được lưu',
    th: 'ไม่พบแมตช์ในช่วงวันที่เก็บไว้',
  },
  resultNotRecorded: {
    en: 'This match has no recorded result yet',
    zh: '该比赛尚无已记录的赛果',
    vi: 'Trận đấu này chưa có kết quả được ghi nhận',
    th: 'แมตช์นี้ยังไม่มีผลที่บันทึกไว้',
  },
  resultUnchanged: {
    en: 'Nothing changed: the result already stands like this',
    zh: '没有变化：赛果已是如此',
    vi: 'Không có gì thay đổi: kết quả hiện đã như vậy',
    th: 'ไม่มีอะไรเปลี่ยน: ผลเป็นแบบนี้อยู่แล้ว',
  },
  resultScoresInvalid: {
    en: 'The scores do not fit this match',
    zh: '比分与该比赛不符',
    vi: 'Tỷ số không phù hợp với trận đấu này',
    th: 'สกอร์ไม่ตรงกับแมตช์นี้',
  },
  resultChangedMeanwhile: {
    en: 'The result changed since this version: reload it',
    zh: '赛果在此版本之后已被修改：请重新加载',
    vi: 'Kết quả đã thay đổi sau phiên bản này: hãy tải lại',
    th: 'ผลถูกแก้ไขหลังจากฉบับนี้: กรุณาโหลดใหม่',
  },
};

/** Every `/v1` answer (spec §2.2): `success` is true exactly when `code` is 0. */
export function sportsEnvelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    success: z.boolean(),
    message: z.string(),
    data,
    info: z.string().optional(),
  });
}

/** A failure: `data` is null; `info` names the rejected field on invalid parameters. */
export const sportsErrorEnvelope = sportsEnvelopeOf(z.null());

export type SportsEnvelope<T> = { code: number; success: boolean; message: string; data: T; info?: string };
