/** Every staleTime in one place (house rule 3), named by how fast the data changes. */
export const STALE = {
  /** Maintenance notices: the `site` topic pushes changes, so a refetch is rarely needed. */
  siteConfig: 5 * 60_000,
  /** The member's wallet: `balance` pushes keep it current, so a refetch is a fallback. */
  memberWallet: 60_000,
  /** Responsible-gambling controls: the member changes them in the member centre, which writes the answer back. */
  gamblingControls: 60_000,
  /** The sports platform's labels (periods, statuses): fixed for a session. */
  sportsLanguagePack: Infinity,
  /** Leagues on sale in a sports list: changes as matches start and end. */
  sportsLeagues: 60_000,
  /** Results of ended matches never change. */
  sportsResults: 5 * 60_000,
  /** Live cover tags: a fixed catalogue, named in the page's language. */
  liveCoverTags: Infinity,
  /** Deposit methods and payment limits: the server's settings, fixed while it runs. */
  paymentMethods: 30 * 60_000,
  /** The gift catalogue: names and prices change with a release, not during a visit. */
  liveGiftCatalogue: 5 * 60_000,
} as const;

/** Every polling interval in one place, named by what is being watched. */
export const POLL = {
  /** Pending reserve bets: the platform places one the moment its price is reached. */
  pendingReserves: 5_000,
} as const;
