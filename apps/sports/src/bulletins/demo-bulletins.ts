import { bulletinKind } from '@matchday/contract';
import type { BulletinText } from './bulletin-text.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface DemoBulletin {
  kind: number;
  sportId: number | null;
  pinned: boolean;
  /** How long before the first start it was published. */
  age: number;
  title: BulletinText;
  content: BulletinText;
}

/** The operator notices a new platform starts with, newest first. */
export const demoBulletins: readonly DemoBulletin[] = [
  {
    kind: bulletinKind.maintenance,
    sportId: null,
    pinned: true,
    age: 2 * HOUR,
    title: {
      'zh-cn': '系统维护通知',
      en: 'Scheduled maintenance notice',
      vi: 'Thông báo bảo trì định kỳ',
      th: 'ประกาศการปิดปรับปรุงระบบตามกำหนด',
    },
    content: {
      'zh-cn':
        '为提供更稳定的服务，体育平台将于本周四 04:00–05:00（GMT+8）进行例行维护。维护期间无法投注，已确认的注单不受影响。',
      en: 'To keep the service stable, the sports platform will undergo routine maintenance this Thursday 04:00–05:00 (GMT+8). Betting is unavailable during the window; confirmed bets are not affected.',
      vi: 'Để dịch vụ ổn định hơn, nền tảng thể thao sẽ bảo trì định kỳ vào thứ Năm tuần này từ 04:00 đến 05:00 (GMT+8). Không thể đặt cược trong thời gian này; các vé cược đã xác nhận không bị ảnh hưởng.',
      th: 'เพื่อให้บริการมีเสถียรภาพ แพลตฟอร์มกีฬาจะปิดปรับปรุงตามปกติในวันพฤหัสบดีนี้ เวลา 04:00–05:00 (GMT+8) ระหว่างนี้ไม่สามารถวางเดิมพันได้ เดิมพันที่ยืนยันแล้วไม่ได้รับผลกระทบ',
    },
  },
  {
    kind: bulletinKind.platform,
    sportId: null,
    pinned: true,
    age: 1 * DAY,
    title: {
      'zh-cn': '串关投注规则更新',
      en: 'Parlay rules update',
      vi: 'Cập nhật quy định cược xiên',
      th: 'อัปเดตกติกาการเดิมพันแบบสเต็ป',
    },
    content: {
      'zh-cn': '自即日起，串关最多可选 10 场赛事；同一场赛事的选项不可组合。详情请查阅帮助中心的投注规则。',
      en: 'From today a parlay may hold up to 10 matches; selections from the same match cannot be combined. See the betting rules in the help centre for details.',
      vi: 'Kể từ hôm nay, một vé cược xiên có tối đa 10 trận; không thể kết hợp các lựa chọn trong cùng một trận. Xem chi tiết quy định cược tại trung tâm trợ giúp.',
      th: 'ตั้งแต่วันนี้ สเต็ปหนึ่งบิลเลือกได้สูงสุด 10 คู่ และไม่สามารถรวมตัวเลือกจากคู่เดียวกันได้ ดูรายละเอียดได้ที่กติกาการเดิมพันในศูนย์ช่วยเหลือ',
    },
  },
  {
    kind: bulletinKind.match,
    sportId: 1,
    pinned: false,
    age: 3 * HOUR,
    title: {
      'zh-cn': '足球赛事延期处理说明',
      en: 'Postponed football matches',
      vi: 'Xử lý các trận bóng đá bị hoãn',
      th: 'การจัดการคู่ฟุตบอลที่ถูกเลื่อน',
    },
    content: {
      'zh-cn': '若足球赛事延期超过 36 小时，该场赛事的所有未结算注单将按 1.00 赔率退还本金。',
      en: 'If a football match is postponed by more than 36 hours, every unsettled bet on it is refunded at odds of 1.00.',
      vi: 'Nếu một trận bóng đá bị hoãn quá 36 giờ, mọi vé cược chưa thanh toán của trận đó được hoàn tiền với tỷ lệ 1.00.',
      th: 'หากคู่ฟุตบอลถูกเลื่อนเกิน 36 ชั่วโมง เดิมพันที่ยังไม่ชำระทั้งหมดของคู่นั้นจะคืนเงินที่อัตราต่อรอง 1.00',
    },
  },
  {
    kind: bulletinKind.match,
    sportId: 3,
    pinned: false,
    age: 2 * DAY,
    title: {
      'zh-cn': '篮球加时赛结算规则',
      en: 'Basketball overtime settlement',
      vi: 'Quy định thanh toán hiệp phụ bóng rổ',
      th: 'การชำระเดิมพันช่วงต่อเวลาบาสเกตบอล',
    },
    content: {
      'zh-cn': '除非盘口另有注明，篮球全场让分与大小盘的结算均包含加时赛比分。',
      en: 'Unless a market says otherwise, full-time handicap and total markets in basketball are settled including overtime.',
      vi: 'Trừ khi kèo ghi khác, kèo chấp và tài xỉu cả trận bóng rổ được thanh toán bao gồm cả hiệp phụ.',
      th: 'เว้นแต่ตลาดจะระบุไว้เป็นอย่างอื่น แฮนดิแคปและสูง/ต่ำเต็มเวลาของบาสเกตบอลจะชำระโดยรวมคะแนนช่วงต่อเวลา',
    },
  },
  {
    kind: bulletinKind.match,
    sportId: 5,
    pinned: false,
    age: 3 * DAY,
    title: {
      'zh-cn': '网球选手退赛规则',
      en: 'Tennis retirements',
      vi: 'Quy định khi tay vợt bỏ cuộc',
      th: 'กติกาเมื่อนักเทนนิสถอนตัว',
    },
    content: {
      'zh-cn': '网球比赛中若有选手在比赛开始后退赛，已确定结果的盘口照常结算，其余盘口退还本金。',
      en: 'If a player retires after a tennis match has started, markets already decided stand and the rest are refunded.',
      vi: 'Nếu một tay vợt bỏ cuộc sau khi trận đấu bắt đầu, các kèo đã có kết quả vẫn được tính, các kèo còn lại được hoàn tiền.',
      th: 'หากนักเทนนิสถอนตัวหลังเริ่มการแข่งขัน ตลาดที่มีผลแล้วจะชำระตามปกติ ส่วนที่เหลือจะคืนเงิน',
    },
  },
  {
    kind: bulletinKind.platform,
    sportId: null,
    pinned: false,
    age: 4 * DAY,
    title: {
      'zh-cn': '电子足球与电子篮球全天开赛',
      en: 'E-soccer and e-basketball around the clock',
      vi: 'Bóng đá ảo và bóng rổ ảo suốt ngày đêm',
      th: 'อีฟุตบอลและอีบาสเกตบอลตลอด 24 ชั่วโมง',
    },
    content: {
      'zh-cn': '电子足球每 10 分钟、电子篮球每 15 分钟开赛一场，全天提供滚球投注。',
      en: 'An e-soccer match kicks off every 10 minutes and an e-basketball match every 15 minutes, with live betting all day.',
      vi: 'Cứ 10 phút có một trận bóng đá ảo và 15 phút một trận bóng rổ ảo, cược trực tiếp cả ngày.',
      th: 'อีฟุตบอลเริ่มทุก 10 นาที และอีบาสเกตบอลทุก 15 นาที พร้อมเดิมพันสดตลอดวัน',
    },
  },
  {
    kind: bulletinKind.platform,
    sportId: null,
    pinned: false,
    age: 6 * DAY,
    title: {
      'zh-cn': '负责任博彩提醒',
      en: 'Responsible gaming reminder',
      vi: 'Nhắc nhở chơi có trách nhiệm',
      th: 'คำเตือนการเล่นอย่างรับผิดชอบ',
    },
    content: {
      'zh-cn': '请理性投注。您可以在个人中心设置每日投注限额或暂停账户。',
      en: 'Please bet responsibly. You can set a daily betting limit or take a break from your account in the member centre.',
      vi: 'Hãy cược có trách nhiệm. Bạn có thể đặt hạn mức cược hằng ngày hoặc tạm khóa tài khoản trong trung tâm thành viên.',
      th: 'โปรดเดิมพันอย่างมีสติ คุณสามารถตั้งวงเงินเดิมพันรายวันหรือพักบัญชีได้ที่ศูนย์สมาชิก',
    },
  },
];
