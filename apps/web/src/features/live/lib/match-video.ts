/** One entry of `video/videoList`: a live stream linked to a match by its fbId (paid rooms carry no URLs). */
export interface VideoSource {
  fbId: number;
  streamId: number | null;
  flvUrl: string | null;
  hlsUrl: string | null;
}

/** What a match page can show: a stream to play here, or a room to open (a paid one). */
export type MatchVideo =
  { kind: 'play'; streamId: number; flvUrl: string | null; hlsUrl: string | null } | { kind: 'room'; streamId: number };

/**
 * The match's video among the live sources (newest on air first): the first it may play here, else
 * a paid room to link to, else none. Our platform's fbId is its match id.
 */
export function matchVideoOf(sources: readonly VideoSource[], fbId: number): MatchVideo | null {
  const linked = sources.filter((s): s is VideoSource & { streamId: number } => s.fbId === fbId && s.streamId !== null);
  const playable = linked.find((s) => s.flvUrl || s.hlsUrl);
  if (playable) return { kind: 'play', streamId: playable.streamId, flvUrl: playable.flvUrl, hlsUrl: playable.hlsUrl };
  const room = linked[0];
  return room ? { kind: 'room', streamId: room.streamId } : null;
}
