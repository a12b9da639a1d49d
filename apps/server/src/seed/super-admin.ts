import { isMessageKey, messageFor, passwordField, userNameField } from '@matchday/contract';
import type { z } from 'zod';
import type { AccountRepository, Passwords } from '../modules/account/index.js';

export interface SuperAdminDeps {
  accounts: Pick<AccountRepository, 'isUserNameTaken' | 'insertIfAbsent'>;
  /** The account module's argon2id hashing. */
  passwords: Pick<Passwords, 'hash'>;
  /** The currency the account registers in (the site variant's). */
  regCurrency: string;
  now?: () => number;
}

export type SuperAdminResult = { created: true; id: number; userName: string } | { created: false; problems: string[] };

/** A field's problems in English, from the contract's messages (empty when the value passes). */
function problemsOf(field: z.ZodType, value: string): string[] {
  const parsed = field.safeParse(value);
  if (parsed.success) return [];
  const keys = new Set(parsed.error.issues.map((i) => i.message));
  return [...keys].map((key) => (isMessageKey(key) ? messageFor(key, 'en') : key));
}

/** Registration's user name rule (contract `userNameField`). */
export const userNameProblems = (userName: string): string[] => problemsOf(userNameField, userName);
/** Registration's password rule (contract `passwordField`). */
export const passwordProblems = (password: string): string[] => problemsOf(passwordField, password);

/**
 * Creates a super admin (`npm run admin:create`) with registration's user name and password rules,
 * the password hashed by the account module; never touches an existing user of that name.
 */
export async function createSuperAdmin(
  deps: SuperAdminDeps,
  input: { userName: string; password: string },
): Promise<SuperAdminResult> {
  const problems = [...userNameProblems(input.userName), ...passwordProblems(input.password)];
  if (problems.length > 0) return { created: false, problems };
  const userName = userNameField.parse(input.userName);
  const taken = { created: false as const, problems: [`the user name "${userName}" is taken`] };
  if (await deps.accounts.isUserNameTaken(userName)) return taken;
  const { id, created } = await deps.accounts.insertIfAbsent(
    {
      userName,
      passwordHash: await deps.passwords.hash(input.password),
      role: 'admin',
      nickName: null,
      avatarId: 0,
      vipLevel: 0,
      regCurrency: deps.regCurrency,
      mobile: null,
      mobileArea: null,
      status: 1,
    },
    (deps.now ?? Date.now)(),
  );
  // Another process took the name between the check and the insert.
  return created ? { created: true, id, userName } : taken;
}
