/** Query keys of the member's wallet, which the header, the slip and the member centre all read (house rule 2). */
export const walletKeys = {
  root: ['wallet'] as const,
  member: (userId: number | null) => [...walletKeys.root, 'member', userId] as const,
};
