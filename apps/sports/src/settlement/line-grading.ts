import { Outcome } from './outcome.js';
import { SettlementError } from '../errors.js';

const LINE_TEXT = /^([+-]?)(\d+(?:\.\d+)?)(?:\/(\d+(?:\.\d+)?))?$/;

/**
 * The value of a line as the contract writes it (`li`): "2.5", "+1", "-0.5/1" (a quarter line,
 * the mean of its two halves, the sign applying to both) → -0.75.
 */
export function parseLine(text: string): number {
  const match = LINE_TEXT.exec(text.trim());
  if (!match) throw new SettlementError(`unreadable line "${text}"`);
  const [, sign, a = '', b] = match;
  const low = Number(a);
  const value = b === undefined ? low : (low + Number(b)) / 2;
  if (b !== undefined && Number(b) - low !== 0.5) throw new SettlementError(`line "${text}" is not a quarter line`);
  if (!Number.isInteger(value * 4)) throw new SettlementError(`line "${text}" is not on a quarter`);
  return sign === '-' ? -value : value;
}

/** A bet on `value + line`: above 0 wins, 0 pushes, below 0 loses. */
function gradeWhole(margin: number): Outcome {
  if (margin > 0) return Outcome.Won;
  return margin < 0 ? Outcome.Lost : Outcome.Void;
}

/**
 * Grades a line bet that wins when `value + line > 0`: whole and half lines win, push or lose;
 * a quarter line splits the stake over its two neighbouring lines (line ± 0.25), so one half
 * pushing gives a half win or a half loss.
 */
export function gradeLine(value: number, line: number): Outcome {
  if (Number.isInteger(line * 2)) return gradeWhole(value + line);
  const low = gradeWhole(value + line - 0.25);
  const high = gradeWhole(value + line + 0.25);
  if (low === high) return low;
  if (low === Outcome.Void) return Outcome.WonHalf;
  if (high === Outcome.Void) return Outcome.LostHalf;
  throw new SettlementError(`line ${line} cannot split on a score of ${value}`);
}
