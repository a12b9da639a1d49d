import { randomInt } from 'node:crypto';

/**
 * Order, cash-out and reserve ids (§2.1: strings of long digits): the epoch millisecond, two
 * digits naming this process, and a sequence within the millisecond, so ids sort by time and two
 * platform processes never mint the same one.
 */
export function createIdMinter(now: () => number = Date.now, node = randomInt(100)) {
  const nodeDigits = String(node).padStart(2, '0');
  let lastMs = 0;
  let seq = 0;
  return (): string => {
    let ms = now();
    if (ms <= lastMs) {
      ms = lastMs;
      seq += 1;
      // 10,000 ids in one millisecond: borrow the next one rather than repeat.
      if (seq > 9999) {
        ms = lastMs + 1;
        seq = 0;
      }
    } else {
      seq = 0;
    }
    lastMs = ms;
    return `${ms}${nodeDigits}${String(seq).padStart(4, '0')}`;
  };
}

export type IdMinter = ReturnType<typeof createIdMinter>;
