import { isMessageKey, messageFor, type MessageKey } from '@matchday/contract';
import type { z } from 'zod';

export interface FieldIssue {
  path: string;
  message: string;
  code: string;
}

/** Field issues in the caller's language: our own message keys, else a key per zod issue kind. */
export function describeIssues(error: z.ZodError, where: string, lang: string): FieldIssue[] {
  return error.issues.map((issue) => {
    const path = [where, ...issue.path.map(String)].filter(Boolean).join('.');
    return { path, message: messageFor(issueKey(issue), lang), code: issue.code };
  });
}

function issueKey(issue: z.core.$ZodIssue): MessageKey {
  if (issue.message.startsWith('validation.') && isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.type';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooShort' : 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'validation.tooLong' : 'validation.tooBig';
    default:
      return 'validation.invalid';
  }
}

/**
 * NUL characters in any string of an input: PostgreSQL text cannot hold them (a 500 there, issue 17
 * fuzz), and no field of ours means one, so they are refused on every engine alike.
 */
export function nulIssues(value: unknown, where: string, lang: string, depth = 0): FieldIssue[] {
  if (typeof value === 'string')
    return value.includes('\u0000')
      ? [{ path: where, message: messageFor('validation.invalid', lang), code: 'nul' }]
      : [];
  if (value === null || typeof value !== 'object' || depth > 8) return [];
  const issues: FieldIssue[] = [];
  for (const [k, v] of Object.entries(value)) issues.push(...nulIssues(v, `${where}.${k}`, lang, depth + 1));
  return issues;
}
