import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import by name. */
const ARGON2ID = 2;

export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

/** argon2id, 32 MiB, 2 passes: about 33 ms a hash on this 2-core machine (see README). */
export const productionCost: PasswordCost = { memoryCost: 32768, timeCost: 2 };
/** Cheap parameters for tests only. */
export const testCost: PasswordCost = { memoryCost: 1024, timeCost: 1 };

export function hashPassword(password: string, cost: PasswordCost = productionCost): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, parallelism: 1, ...cost });
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** Hashing at one cost, chosen once for the app (tests pass `testCost`). */
export interface Passwords {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function createPasswords(cost: PasswordCost = productionCost): Passwords {
  return { hash: (password) => hashPassword(password, cost), verify: verifyPassword };
}
