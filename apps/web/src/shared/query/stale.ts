/** Every staleTime in one place (house rule 3), named by how fast the data changes. */
export const STALE = {
  /** Maintenance notices: the `site` topic pushes changes, so a refetch is rarely needed. */
  siteConfig: 5 * 60_000,
  /** The logged-in user's own info. */
  memberInfo: 60_000,
} as const;
