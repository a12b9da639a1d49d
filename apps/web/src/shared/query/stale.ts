/** Every staleTime in one place (house rule 3), named by how fast the data changes. */
export const STALE = {
  /** Maintenance notices: the `site` topic pushes changes, so a refetch is rarely needed. */
  siteConfig: 5 * 60_000,
  /** The logged-in user's own info. */
  memberInfo: 60_000,
  /** The sports platform's labels (periods, statuses): fixed for a session. */
  sportsLanguagePack: Infinity,
  /** Leagues on sale in a sports list: changes as matches start and end. */
  sportsLeagues: 60_000,
  /** Results of ended matches never change. */
  sportsResults: 5 * 60_000,
  /** Live cover tags: a fixed catalogue, named in the page's language. */
  liveCoverTags: Infinity,
} as const;

/** Every polling interval in one place, named by what is being watched. */
export const POLL = {
  /** Pending reserve bets: the platform places one the moment its price is reached. */
  pendingReserves: 5_000,
} as const;
