import type { ApiCodeName } from './codes.js';

/** Languages with a message pack (spec §2: th has a pack but no menu entry). */
export const messageLanguages = ['en', 'zh-cn', 'vi', 'th'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

type Pack = Record<string, string>;

const en: Pack = {
  'code.success': 'OK',
  'code.maintenance': 'We are under maintenance. Please come back later.',
  'code.sportsTokenExpired': 'Your sports session has ended. Reconnecting…',
  'code.quietFailure': 'The request could not be completed.',
  'code.validationFailed': 'Some of the information is not valid. Please check it and try again.',
  'code.unauthenticated': 'Please log in to continue.',
  'code.sessionExpired': 'Your login has expired. Please log in again.',
  'code.forbidden': 'You do not have permission to do this.',
  'code.accountLocked': 'This account is locked for now. Please try again later.',
  'code.rateLimited': 'Too many attempts. Please wait a moment and try again.',
  'code.notFound': 'We could not find what you asked for.',
  'code.conflict': 'This conflicts with the current state. Please refresh and try again.',
  'code.idempotencyConflict': 'This request was already made with different details.',
  'code.insufficientFunds': 'Your balance is not enough for this.',
  'code.responsibleGamblingBlock': 'Your responsible-gambling settings do not allow this right now.',
  'code.featureUnavailable': 'This feature is not available yet.',
  'code.internalError': 'Something went wrong on our side. Please try again in a moment.',
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.tooShort': 'This value is too short.',
  'validation.tooLong': 'This value is too long.',
  'validation.tooSmall': 'This value is too small.',
  'validation.tooBig': 'This value is too large.',
  'validation.type': 'This value has the wrong type.',
  'validation.body': 'The request body is not valid JSON.',
  'validation.userName.format': 'User name: 4–16 letters or digits, starting with a letter.',
  'validation.password.length': 'Password: 8–32 characters.',
  'validation.password.letterAndDigit': 'Password: use at least one letter and one digit.',
  'validation.smsCode.format': 'The code has 6 digits.',
  'validation.countryCode.format': 'Choose a country calling code.',
  'validation.phone.format': 'Enter a valid phone number.',
  'validation.amount.format': 'Enter a whole amount.',
  'validation.amount.positive': 'The amount must be more than zero.',
  'validation.amount.tooLarge': 'The amount is too large.',
  'validation.age.confirm': 'Please confirm that you are 18 or older.',
};

const zhCn: Pack = {
  'code.success': '成功',
  'code.maintenance': '系统维护中，请稍后再来。',
  'code.sportsTokenExpired': '体育会话已结束，正在重新连接…',
  'code.quietFailure': '请求未能完成。',
  'code.validationFailed': '部分信息无效，请检查后重试。',
  'code.unauthenticated': '请先登录。',
  'code.sessionExpired': '登录已过期，请重新登录。',
  'code.forbidden': '您没有执行此操作的权限。',
  'code.accountLocked': '该账号暂时被锁定，请稍后再试。',
  'code.rateLimited': '尝试次数过多，请稍候再试。',
  'code.notFound': '未找到您要的内容。',
  'code.conflict': '与当前状态冲突，请刷新后重试。',
  'code.idempotencyConflict': '该请求已使用不同的内容提交过。',
  'code.insufficientFunds': '余额不足。',
  'code.responsibleGamblingBlock': '您的理性博彩设置当前不允许此操作。',
  'code.featureUnavailable': '此功能暂未开放。',
  'code.internalError': '服务出现问题，请稍后再试。',
  'validation.required': '此项为必填项。',
  'validation.invalid': '此值无效。',
  'validation.tooShort': '内容太短。',
  'validation.tooLong': '内容太长。',
  'validation.tooSmall': '数值太小。',
  'validation.tooBig': '数值太大。',
  'validation.type': '数据类型不正确。',
  'validation.body': '请求内容不是有效的 JSON。',
  'validation.userName.format': '用户名：4–16 位字母或数字，以字母开头。',
  'validation.password.length': '密码：8–32 个字符。',
  'validation.password.letterAndDigit': '密码：至少包含一个字母和一个数字。',
  'validation.smsCode.format': '验证码为 6 位数字。',
  'validation.countryCode.format': '请选择国家区号。',
  'validation.phone.format': '请输入有效的手机号码。',
  'validation.amount.format': '请输入整数金额。',
  'validation.amount.positive': '金额必须大于零。',
  'validation.amount.tooLarge': '金额过大。',
  'validation.age.confirm': '请确认您已年满 18 岁。',
};

const vi: Pack = {
  'code.success': 'Thành công',
  'code.maintenance': 'Hệ thống đang bảo trì. Vui lòng quay lại sau.',
  'code.sportsTokenExpired': 'Phiên thể thao đã kết thúc. Đang kết nối lại…',
  'code.quietFailure': 'Không thể hoàn tất yêu cầu.',
  'code.validationFailed': 'Một số thông tin không hợp lệ. Vui lòng kiểm tra và thử lại.',
  'code.unauthenticated': 'Vui lòng đăng nhập để tiếp tục.',
  'code.sessionExpired': 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.',
  'code.forbidden': 'Bạn không có quyền thực hiện thao tác này.',
  'code.accountLocked': 'Tài khoản đang tạm khóa. Vui lòng thử lại sau.',
  'code.rateLimited': 'Bạn đã thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.',
  'code.notFound': 'Không tìm thấy nội dung bạn yêu cầu.',
  'code.conflict': 'Xung đột với trạng thái hiện tại. Vui lòng tải lại và thử lại.',
  'code.idempotencyConflict': 'Yêu cầu này đã được gửi với nội dung khác.',
  'code.insufficientFunds': 'Số dư của bạn không đủ.',
  'code.responsibleGamblingBlock': 'Cài đặt chơi có trách nhiệm của bạn hiện không cho phép thao tác này.',
  'code.featureUnavailable': 'Tính năng này chưa được mở.',
  'code.internalError': 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại sau ít phút.',
  'validation.required': 'Trường này là bắt buộc.',
  'validation.invalid': 'Giá trị không hợp lệ.',
  'validation.tooShort': 'Giá trị quá ngắn.',
  'validation.tooLong': 'Giá trị quá dài.',
  'validation.tooSmall': 'Giá trị quá nhỏ.',
  'validation.tooBig': 'Giá trị quá lớn.',
  'validation.type': 'Kiểu dữ liệu không đúng.',
  'validation.body': 'Nội dung yêu cầu không phải JSON hợp lệ.',
  'validation.userName.format': 'Tên đăng nhập: 4–16 chữ cái hoặc chữ số, bắt đầu bằng chữ cái.',
  'validation.password.length': 'Mật khẩu: 8–32 ký tự.',
  'validation.password.letterAndDigit': 'Mật khẩu: có ít nhất một chữ cái và một chữ số.',
  'validation.smsCode.format': 'Mã gồm 6 chữ số.',
  'validation.countryCode.format': 'Hãy chọn mã quốc gia.',
  'validation.phone.format': 'Hãy nhập số điện thoại hợp lệ.',
  'validation.amount.format': 'Hãy nhập số tiền nguyên.',
  'validation.amount.positive': 'Số tiền phải lớn hơn 0.',
  'validation.amount.tooLarge': 'Số tiền quá lớn.',
  'validation.age.confirm': 'Vui lòng xác nhận bạn đã đủ 18 tuổi.',
};

const th: Pack = {
  'code.success': 'สำเร็จ',
  'code.maintenance': 'ระบบอยู่ระหว่างการปรับปรุง โปรดกลับมาใหม่ภายหลัง',
  'code.sportsTokenExpired': 'เซสชันกีฬาสิ้นสุดแล้ว กำลังเชื่อมต่อใหม่…',
  'code.quietFailure': 'ไม่สามารถดำเนินการคำขอได้',
  'code.validationFailed': 'ข้อมูลบางส่วนไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง',
  'code.unauthenticated': 'โปรดเข้าสู่ระบบเพื่อดำเนินการต่อ',
  'code.sessionExpired': 'การเข้าสู่ระบบหมดอายุ โปรดเข้าสู่ระบบอีกครั้ง',
  'code.forbidden': 'คุณไม่มีสิทธิ์ทำรายการนี้',
  'code.accountLocked': 'บัญชีนี้ถูกล็อกชั่วคราว โปรดลองใหม่ภายหลัง',
  'code.rateLimited': 'ลองหลายครั้งเกินไป โปรดรอสักครู่แล้วลองใหม่',
  'code.notFound': 'ไม่พบสิ่งที่คุณต้องการ',
  'code.conflict': 'ขัดแย้งกับสถานะปัจจุบัน โปรดรีเฟรชแล้วลองใหม่',
  'code.idempotencyConflict': 'คำขอนี้เคยส่งแล้วด้วยรายละเอียดที่ต่างกัน',
  'code.insufficientFunds': 'ยอดเงินของคุณไม่เพียงพอ',
  'code.responsibleGamblingBlock': 'การตั้งค่าการเล่นอย่างรับผิดชอบของคุณไม่อนุญาตในขณะนี้',
  'code.featureUnavailable': 'ฟีเจอร์นี้ยังไม่เปิดให้บริการ',
  'code.internalError': 'เกิดข้อผิดพลาดจากฝั่งเรา โปรดลองใหม่อีกครั้งในอีกสักครู่',
  'validation.required': 'ต้องกรอกช่องนี้',
  'validation.invalid': 'ค่านี้ไม่ถูกต้อง',
  'validation.tooShort': 'ค่านี้สั้นเกินไป',
  'validation.tooLong': 'ค่านี้ยาวเกินไป',
  'validation.tooSmall': 'ค่านี้น้อยเกินไป',
  'validation.tooBig': 'ค่านี้มากเกินไป',
  'validation.type': 'ชนิดข้อมูลไม่ถูกต้อง',
  'validation.body': 'เนื้อหาคำขอไม่ใช่ JSON ที่ถูกต้อง',
  'validation.userName.format': 'ชื่อผู้ใช้: ตัวอักษรหรือตัวเลข 4–16 ตัว ขึ้นต้นด้วยตัวอักษร',
  'validation.password.length': 'รหัสผ่าน: 8–32 ตัวอักษร',
  'validation.password.letterAndDigit': 'รหัสผ่าน: มีตัวอักษรและตัวเลขอย่างน้อยอย่างละหนึ่งตัว',
  'validation.smsCode.format': 'รหัสมี 6 หลัก',
  'validation.countryCode.format': 'โปรดเลือกรหัสประเทศ',
  'validation.phone.format': 'โปรดกรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  'validation.amount.format': 'โปรดกรอกจำนวนเงินเต็มหน่วย',
  'validation.amount.positive': 'จำนวนเงินต้องมากกว่าศูนย์',
  'validation.amount.tooLarge': 'จำนวนเงินมากเกินไป',
  'validation.age.confirm': 'โปรดยืนยันว่าคุณอายุ 18 ปีขึ้นไป',
};

export const messagePacks: Readonly<Record<MessageLanguage, Pack>> = { en, 'zh-cn': zhCn, vi, th };

/** Normalises a Language / Accept-Language value ('zh-CN,zh;q=0.9' → 'zh-cn'); unknown → undefined. */
export function messageLanguageOf(value: string | null | undefined): MessageLanguage | undefined {
  const first = (value ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-cn';
  if (first.startsWith('vi')) return 'vi';
  if (first.startsWith('th')) return 'th';
  if (first.startsWith('en')) return 'en';
  return undefined;
}

/** The message for a key in a language, falling back to English, then to the key itself. */
export function messageFor(key: string, lang: string): string {
  const pack = messagePacks[messageLanguageOf(lang) ?? 'en'];
  return pack[key] ?? en[key] ?? key;
}

export function codeMessage(name: ApiCodeName, lang: string): string {
  return messageFor(`code.${name}`, lang);
}
