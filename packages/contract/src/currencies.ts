/** Currencies a wallet holds (spec §9 ids: CNY 1, VND 1000, USD 2). Zod-free so the web shares it. */
export const walletCurrencies = ['VND', 'CNY', 'USD'] as const;
export type WalletCurrency = (typeof walletCurrencies)[number];
