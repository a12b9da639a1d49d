/** Query keys of the super admin centre (house rule 2). */
export const adminKeys = {
  root: ['admin'] as const,
  users: () => [...adminKeys.root, 'users'] as const,
  userSearch: (keyword: string) => [...adminKeys.users(), keyword] as const,
  withdrawals: () => [...adminKeys.root, 'withdrawals'] as const,
  maintenance: () => [...adminKeys.root, 'maintenance'] as const,
  results: () => [...adminKeys.root, 'results'] as const,
  resultPage: (filter: { sportId?: number; matchId?: number }, page: number) =>
    [...adminKeys.results(), filter, page] as const,
};
