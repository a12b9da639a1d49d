/** A bank a payout can go to: its code (VietQR's short name in Vietnam, the CNAPS short code in China) and its name. */
export interface Bank {
  code: string;
  name: string;
  /** The name in English, where the bank's own name is not in Latin letters. */
  nameEn?: string;
}

/** Vietnam's major banks (NAPAS members), by VietQR short name. */
const VN_BANKS: readonly Bank[] = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'ICB', name: 'VietinBank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'VBA', name: 'Agribank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'HDB', name: 'HDBank' },
  { code: 'VIB', name: 'VIB' },
  { code: 'SHB', name: 'SHB' },
  { code: 'EIB', name: 'Eximbank' },
  { code: 'MSB', name: 'MSB' },
  { code: 'OCB', name: 'OCB' },
  { code: 'SSB', name: 'SeABank' },
  { code: 'LPB', name: 'LPBank' },
  { code: 'NAB', name: 'Nam A Bank' },
  { code: 'BAB', name: 'Bac A Bank' },
];

/** China's major banks: the six state-owned, then the joint-stock banks. */
const CN_BANKS: readonly Bank[] = [
  { code: 'ICBC', name: '中国工商银行', nameEn: 'Industrial and Commercial Bank of China' },
  { code: 'ABC', name: '中国农业银行', nameEn: 'Agricultural Bank of China' },
  { code: 'BOC', name: '中国银行', nameEn: 'Bank of China' },
  { code: 'CCB', name: '中国建设银行', nameEn: 'China Construction Bank' },
  { code: 'COMM', name: '交通银行', nameEn: 'Bank of Communications' },
  { code: 'PSBC', name: '中国邮政储蓄银行', nameEn: 'Postal Savings Bank of China' },
  { code: 'CMB', name: '招商银行', nameEn: 'China Merchants Bank' },
  { code: 'CITIC', name: '中信银行', nameEn: 'China CITIC Bank' },
  { code: 'CEB', name: '中国光大银行', nameEn: 'China Everbright Bank' },
  { code: 'HXB', name: '华夏银行', nameEn: 'Hua Xia Bank' },
  { code: 'CMBC', name: '中国民生银行', nameEn: 'China Minsheng Bank' },
  { code: 'CGB', name: '广发银行', nameEn: 'China Guangfa Bank' },
  { code: 'SPDB', name: '上海浦东发展银行', nameEn: 'Shanghai Pudong Development Bank' },
  { code: 'CIB', name: '兴业银行', nameEn: 'Industrial Bank' },
  { code: 'PAB', name: '平安银行', nameEn: 'Ping An Bank' },
];

/** The banks a member paid in this currency picks from (đồng: Vietnam's, yuan: China's); none for others. */
export function banksFor(currency: string): readonly Bank[] {
  if (currency === 'VND') return VN_BANKS;
  if (currency === 'CNY') return CN_BANKS;
  return [];
}

/** The bank as saved on the payout account and shown to the admin who pays it: "Vietcombank (VCB)". */
export const bankLabel = (bank: Bank, lang: string) =>
  `${bank.nameEn && !lang.startsWith('zh') ? `${bank.name} ${bank.nameEn}` : bank.name} (${bank.code})`;
