/**
 * Compile-time checks of the typed realtime map (house rule 11): `tsc -b apps/web` fails if a
 * misspelled event or a wrong payload field stops being an error. Never imported, never run.
 */
import type { MemberFeed } from './member-feed';
import { useTopic } from './use-topic';

export function useTopicTypeChecks(streamId: number, feed: MemberFeed): void {
  useTopic(`room:${streamId}`, 'viewers', (d): number => d.viewers);
  useTopic('site', 'maintenance', (d) => d?.title);
  // @ts-expect-error a misspelled event
  useTopic(`room:${streamId}`, 'viewer', () => undefined);
  // @ts-expect-error an event of another family
  useTopic('site', 'gift', () => undefined);
  // @ts-expect-error a field the payload does not have
  useTopic(`room:${streamId}`, 'gift', (d) => d.viewers);
  // @ts-expect-error a wrong payload type
  useTopic(`user:${streamId}`, 'balance', (d: { balance: string }) => d.balance);
  const resync = () => undefined;
  feed(1, 'reservedCashOut', (d) => d.oid.trim(), resync);
  // @ts-expect-error the member feed carries only the user family's events
  feed(1, 'odds', resync, resync);
}
