import { useSearch } from '@tanstack/react-router';
import { LiveListView } from '../components/list/live-list-view';
import { LiveRoomView } from '../components/room/live-room-view';

/** `?id=` of /anchorPlay; anything but a positive whole number reads as none. */
function streamIdOf(search: { id?: unknown }): number {
  const id = Number(search.id);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** /anchorPlay: the live list, or with `?id=` that stream's room. */
export function AnchorPlayPage() {
  const streamId = streamIdOf(useSearch({ strict: false }) as { id?: unknown });
  return streamId > 0 ? <LiveRoomView key={streamId} streamId={streamId} /> : <LiveListView />;
}
