import type { SportsResultRecord } from '@matchday/contract';

/** The final score: the total score entry (`tyg` 5 at sid·1000 or sid·1000+1, contract §4.7). */
export function finalScore(record: Pick<SportsResultRecord, 'sid' | 'nsg'>): readonly [number, number] | null {
  const totals = record.nsg.filter(
    (e) => e.tyg === 5 && (e.pe === record.sid * 1000 || e.pe === record.sid * 1000 + 1),
  );
  return totals[0]?.sc ?? null;
}
