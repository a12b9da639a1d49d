import { WordFilter, type RoomWords } from './sensitive-words/word-filter.js';

/**
 * The automaton of each room's shielded words, built when first needed and rebuilt when the list
 * changes (a new array from the settings store). Bounded: the least recently used rooms go first.
 */
export class RoomWordsCache {
  private readonly rooms = new Map<number, { source: readonly string[]; words: RoomWords }>();

  constructor(private readonly maxRooms = 2_000) {}

  get(streamId: number, source: readonly string[]): RoomWords | undefined {
    if (source.length === 0) return undefined;
    let entry = this.rooms.get(streamId);
    this.rooms.delete(streamId);
    if (entry?.source !== source) entry = { source, words: WordFilter.roomWords(source) };
    this.rooms.set(streamId, entry);
    if (this.rooms.size > this.maxRooms) this.rooms.delete(this.rooms.keys().next().value!);
    return entry.words;
  }

  drop(streamId: number): void {
    this.rooms.delete(streamId);
  }
}
