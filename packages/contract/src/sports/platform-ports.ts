/**
 * The four ports between the app server and the sports platform, declared once for both sides:
 * the server consumes them, the platform's in-process adapters and the server's HTTP adapters
 * implement them (the fourth, the seamless wallet `BetWallet`, is in bet-wallet.ts).
 */
import type { MarketGroup, ScoreEntry } from './shapes.js';
import type { SportsTextLanguage } from './envelope.js';
import type {
  ResultDeskCorrection,
  ResultDeskListQuery,
  ResultDeskOutcome,
  ResultDeskPage,
  ResultDeskVoid,
} from './results-desk.js';

/** Who asks for sports access: a member, or a visitor (null) who gets a guest token. */
export interface SportsGrantee {
  userId: number;
  userName: string;
  currency: string;
  /**
   * The member's app session (opaque to the platform): the token carries it and every stake's debit
   * names it (`BetWalletDebit.session`), so a token dies with its session (issue 17 #5).
   */
  session?: string | undefined;
}

/** The `/api/game/bet/cSports/token` answer: a platform token and where the platform lives. */
export interface SportsGrant {
  token: string;
  apiServerAddress: string;
  pcAddress: string;
  pushServerAddress: string;
  virtualAddress: string;
}

/**
 * The port to the sports platform. In one process the launcher wires the embedded platform's
 * token issuer; a third-party or standalone platform gets an adapter with the same call.
 */
export interface SportsAccess {
  grant(who: SportsGrantee | null, lang: string): Promise<SportsGrant>;
}

/** A match as the live rooms show it, named in one language. `ms` is the platform's status (0 ended, 4 not started, 5 in play…). */
export interface FeedMatch {
  id: number;
  sportId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  ms: number;
  /** Kick-off, epoch ms. */
  bt: number;
  /** "home:away": the match score first, then each period's (spec §3 score entry). */
  scores: string[];
}

/** One option of a market line; `odds` is European decimal, negative or zero while locked. */
export interface FeedOption {
  type: number;
  name: string;
  odds: number;
}

/** One market line (`mks[].id`), with its group's name. */
export interface FeedMarketLine {
  id: number;
  marketName: string;
  /** Taking bets now (`ss` 1). */
  open: boolean;
  options: FeedOption[];
}

export interface FeedMatchDetail extends FeedMatch {
  markets: FeedMarketLine[];
}

/**
 * The app server's read-only view of the sports platform (it never imports apps/sports): the
 * launcher hands in an adapter over the embedded platform's feed; a standalone platform is read
 * over its public `/v1` calls (`sports-feed-http.ts`). Unknown ids are left out, never invented.
 */
export interface SportsFeedReader {
  matches(ids: readonly number[], lang: SportsTextLanguage): Promise<FeedMatch[]>;
  matchDetail(id: number, lang: SportsTextLanguage): Promise<FeedMatchDetail | null>;
}

/** Score entry type of a goal/point score (`nsg[].tyg`); cards and tennis extras use others. */
const SCORE_TYPES = new Set([5]);

/**
 * Spec §3's score strings from the platform's score entries: the whole match (`pe` = sport × 1000)
 * first, then the periods in the order given.
 */
export function scoreTexts(entries: readonly ScoreEntry[], sportId: number): string[] {
  const whole = sportId * 1000;
  const text = (e: ScoreEntry) => `${e.sc[0]}:${e.sc[1]}`;
  const main = entries.find((e) => e.pe === whole && SCORE_TYPES.has(e.tyg));
  const periods = entries.filter((e) => e.pe !== whole);
  return [...(main ? [text(main)] : []), ...periods.map(text)];
}

/** An option's name for people: `{H}`/`{A}` become the teams, a handicap keeps its line ("Hanoi FC -0.5"). */
function optionName(option: { na: string; nm: string }, home: string, away: string): string {
  if (!option.na.includes('{')) return option.nm;
  const named = option.na.replace('{H}', home).replace('{A}', away);
  // A handicap's nm is its line ("-0.5"); a plain 1X2 repeats the template.
  return option.nm && !option.nm.includes('{') && option.nm !== named ? `${named} ${option.nm}` : named;
}

/** The market lines of a match's groups, with names for people. */
export function marketLinesOf(groups: readonly MarketGroup[], home: string, away: string): FeedMarketLine[] {
  return groups.flatMap((g) =>
    g.mks.map((line) => ({
      id: line.id,
      marketName: g.nm,
      open: line.ss === 1,
      options: line.op.map((o) => ({ type: o.ty, name: optionName(o, home, away), odds: o.od })),
    })),
  );
}

/** The platform's text language for a message language (zh-cn → zh; others read English). */
export function feedLanguageOf(lang: string): SportsTextLanguage {
  if (lang.startsWith('zh')) return 'zh';
  if (lang.startsWith('vi')) return 'vi';
  if (lang.startsWith('th')) return 'th';
  return 'en';
}

/**
 * The port to the sports platform's results desk (the app server never imports apps/sports): in
 * one process the launcher wires the embedded platform's desk; a
 * standalone platform is reached through its signed merchant calls (the server's HTTP adapter).
 * A refusal is an outcome; a platform that cannot be reached throws.
 */
export interface ResultsDesk {
  list(query: ResultDeskListQuery, lang: SportsTextLanguage): Promise<ResultDeskPage>;
  correct(change: ResultDeskCorrection, lang: SportsTextLanguage): Promise<ResultDeskOutcome>;
  void(change: ResultDeskVoid, lang: SportsTextLanguage): Promise<ResultDeskOutcome>;
}

/** A window the sports platform is in maintenance (epoch ms, both ends included). */
export interface PlatformMaintenanceWindow {
  startMs: number;
  endMs: number;
}

/**
 * The port telling the sports platform the app's maintenance windows, site and sports alike (the app
 * owns them; the platform keeps the latest list it was given). Inside one, the platform's data and
 * bet calls answer code 8 with `[startMs-endMs]` in `message` (`sportsMaintenanceCalls`).
 */
export interface SportsMaintenance {
  setWindows(windows: readonly PlatformMaintenanceWindow[]): Promise<void>;
  /** Publishes a pinned maintenance bulletin (kind 3) about a window a super admin announced. */
  announce(notice: MaintenanceNotice): Promise<void>;
}

/** A maintenance bulletin's title and content in each of the site's languages. */
export interface MaintenanceNotice {
  titles: Readonly<Record<'en' | 'zh-cn' | 'vi' | 'th', string>>;
  contents: Readonly<Record<'en' | 'zh-cn' | 'vi' | 'th', string>>;
}

/**
 * The `/v1` calls that answer code 8 during maintenance: match data and the calls that take a
 * stake or cash out. Results, bulletins (which announce it), the language pack and a member's own
 * bet lists stay open.
 */
export const sportsMaintenanceCalls: ReadonlySet<string> = new Set([
  '/v1/match/getList',
  '/v1/match/statistical',
  '/v1/match/getOnSaleLeagues',
  '/v1/match/getMatchDetail',
  '/v1/match/queryMatchByRecommend',
  '/v1/match/matchCount',
  '/v1/order/batchBetMatchMarketOfJumpLine',
  '/v1/order/bet/singlePass',
  '/v1/order/betMultiple',
  '/v1/order/cashOut/bet',
  '/v1/order/reserve/bet',
]);

/** Spec §4: the code-8 message, the window in square brackets after the text. */
export function maintenanceMessage(text: string, window: PlatformMaintenanceWindow): string {
  return `${text} [${window.startMs}-${window.endMs}]`;
}
