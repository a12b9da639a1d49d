/**
 * The in-house casino's figures (issue 19), printed with the machine they ran on: the slots' exact-RTP
 * enumeration speed and seeded simulation (bench/games/slot-math.ts).
 */
import { cpus } from 'node:os';
import { slotMath } from './games/slot-math.js';

export async function run(): Promise<boolean> {
  const cpu = cpus();
  console.log(`CPU: ${cpu[0]?.model ?? 'unknown'} (${cpu.length} cores), node ${process.version}`);
  const ok = slotMath();
  console.log(`targets: ${ok ? 'met' : 'NOT met'}`);
  return ok;
}
