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
} as const satisfies Record<string, number>;

export type SportsCodeName = keyof typeof sportsCodes;
export type SportsCode = (typeof sportsCodes)[SportsCodeName];

/** Languages the platform writes messages and names in; others fall back to English. */
export const sportsTextLanguages = ['en', 'zh', 'vi'] as const;
export type SportsTextLanguage = (typeof sportsTextLanguages)[number];

/** `message` per code and language; maintenance carries `[startMs-endMs]` after the text. */
export const sportsMessages: Readonly<Record<SportsCodeName, Readonly<Record<SportsTextLanguage, string>>>> = {
  success: { en: 'Success', zh: '成功', vi: 'Thành công' },
  invalidParameter: { en: 'Invalid parameter', zh: '参数无效', vi: 'Tham số không hợp lệ' },
  systemError: { en: 'System error, please contact the administrator', zh: '系统错误，请联系管理员', vi: 'Lỗi hệ thống, vui lòng liên hệ quản trị viên' },
  dataNotFound: { en: 'Data not found', zh: '数据不存在', vi: 'Không tìm thấy dữ liệu' },
  maintenance: { en: 'Under maintenance', zh: '系统维护中', vi: 'Đang bảo trì' },
  invalidSignature: { en: 'Invalid signature', zh: '签名无效', vi: 'Chữ ký không hợp lệ' },
  merchantHeadersRequired: { en: 'Merchant timestamp and signature headers are required', zh: '缺少商户时间戳或签名请求头', vi: 'Thiếu tiêu đề thời gian hoặc chữ ký của đối tác' },
  notLoggedIn: { en: 'Not logged in', zh: '未登录', vi: 'Chưa đăng nhập' },
  tokenExpired: { en: 'Login timed out, please log in again', zh: '账号已登出，请重新登录', vi: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại' },
};

/** Every `/v1` answer (spec §2.2): `success` is true exactly when `code` is 0. */
export function sportsEnvelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), success: z.boolean(), message: z.string(), data, info: z.string().optional() });
}

/** A failure: `data` is null; `info` names the rejected field on invalid parameters. */
export const sportsErrorEnvelope = sportsEnvelopeOf(z.null());

export type SportsEnvelope<T> = { code: number; success: boolean; message: string; data: T; info?: string };
