/** The query parameter that carries the page a visitor asked for through the login dialog (spec §2). */
export const RETURN_PARAM = 'redirect';

/** A same-site path to return to, or undefined: never another origin (`//host`, `/\host`) nor a scheme. */
export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw;
}

/** Where a finished login continues: the `?redirect=` of the given search, else /. */
export function returnPathOf(search: string = window.location.search): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/';
}
