/** Query keys of the member centre (house rule 2); the wallet and the gambling controls have their own in shared/. */
export const memberCentreKeys = {
  root: ['memberCentre'] as const,
  deposit: (orderNo: string | undefined) => [...memberCentreKeys.root, 'deposit', orderNo] as const,
  walletHistory: (kind: string, range: string) => [...memberCentreKeys.root, 'walletHistory', kind, range] as const,
  withdrawInfo: () => [...memberCentreKeys.root, 'withdrawInfo'] as const,
  withdrawals: () => [...memberCentreKeys.root, 'withdrawals'] as const,
  paymentMethods: () => [...memberCentreKeys.root, 'paymentMethods'] as const,
};
