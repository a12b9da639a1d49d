import { localOffsetMinutes } from './local-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value ("2026-11-27T21:05") for an instant, on the site's clock (not the device's). */
export function toSiteLocalInput(ms: number): string {
  const d = new Date(ms + localOffsetMinutes(ms) * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant a `datetime-local` value names on the site's clock; NaN when it is not one. */
export function fromSiteLocalInput(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return NaN;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  return asUtc - localOffsetMinutes(asUtc) * 60_000;
}
