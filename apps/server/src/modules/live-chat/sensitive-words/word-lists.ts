/**
 * The platform-wide sensitive words, masked in every room (spec §7 `sensitive/word/list`).
 * Three kinds per language: insults, requests to move the conversation off the platform (where
 * scams happen), and payment-fraud pitches. Entries are folded like chat text, so case,
 * full-width forms and separators in the list do not matter; Vietnamese keeps its diacritics
 * (an entry without them matches only the bare letters, as with the common abbreviations).
 */
export type WordLanguage = 'zh' | 'vi' | 'en';

export interface SensitiveWord {
  /** Stable id for the admin list: the entry's position, counted from 1. */
  id: number;
  word: string;
  lang: WordLanguage;
}

const zh = [
  // Insults
  '傻逼',
  '煞笔',
  '草泥马',
  '操你妈',
  '你妈逼',
  '他妈的',
  '狗日的',
  '王八蛋',
  '贱人',
  '婊子',
  '脑残',
  '滚你妈',
  // Off-platform contact
  '加微信',
  '加我微信',
  '加vx',
  '加v信',
  '加qq',
  '加q群',
  '私聊我',
  '飞机号',
  '电报群',
  '加群领',
  '联系方式私发',
  // Payment fraud
  '稳赚不赔',
  '包赢',
  '必中方案',
  '内幕消息',
  '假球',
  '刷单',
  '低价代充',
  '先转账',
  '转账到我',
  '银行卡号',
  '洗钱',
  '跑分',
  '返利群',
];

const vi = [
  // Insults
  'địt mẹ',
  'đụ má',
  'địt',
  'đụ',
  'đéo',
  'lồn',
  'vãi lồn',
  'cặc',
  'buồi',
  'con đĩ',
  'óc chó',
  'đồ chó',
  'mẹ mày',
  'thằng ngu',
  'dcm',
  'đcm',
  'vcl',
  'vkl',
  'đmm',
  'dit me',
  'du ma',
  // Off-platform contact
  'kết bạn zalo',
  'liên hệ zalo',
  'nhắn zalo',
  'add zalo',
  'ib zalo',
  'inbox riêng',
  'nhắn tin riêng',
  'liên hệ telegram',
  // Payment fraud
  'số tài khoản',
  'chuyển khoản trước',
  'chuyển tiền trước',
  'cam kết thắng',
  'bao thắng',
  'kèo chắc thắng',
  'tip bao ăn',
  'soi kèo vip',
  'nạp tiền giá rẻ',
  'rửa tiền',
];

const en = [
  // Insults
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'asshole',
  'dumbass',
  'bastard',
  'cunt',
  'dickhead',
  'pussy',
  'whore',
  'slut',
  'retard',
  'wanker',
  'twat',
  'kill yourself',
  'kys',
  // Off-platform contact
  'add my telegram',
  'telegram me',
  'whatsapp me',
  'dm me on telegram',
  'add me on wechat',
  'contact me on whatsapp',
  't.me',
  'text me on signal',
  'join my group for tips',
  // Payment fraud
  'guaranteed win',
  '100% win',
  'sure win',
  'fixed match',
  'insider tips',
  'send money first',
  'double your money',
  'transfer to my account',
  'deposit to my account',
  'bank account number',
  'cheap credits',
  'recharge discount',
];

export const sensitiveWords: readonly SensitiveWord[] = [
  ...zh.map((word) => ({ word, lang: 'zh' as const })),
  ...vi.map((word) => ({ word, lang: 'vi' as const })),
  ...en.map((word) => ({ word, lang: 'en' as const })),
].map((w, i) => ({ id: i + 1, ...w }));
