import { sportsCodes, sportsMessages, sportsTextLanguage } from '@matchday/contract';
import type { SportsTextLanguage } from '@matchday/contract';
import type { FastifyRequest } from 'fastify';

/** The success envelope around `data` already written as JSON (same keys as the contract's `sportsAnswer`). */
export function envelopeJson(lang: SportsTextLanguage, dataJson: string): string {
  return `{"code":${sportsCodes.success},"success":true,"message":${JSON.stringify(sportsMessages.success[lang])},"data":${dataJson}}`;
}

/** The body's `languageType`, read before validation so even a rejected body is answered in its language. */
export function requestLanguageType(req: FastifyRequest): string | undefined {
  const body: unknown = req.body;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).languageType : undefined;
  return typeof value === 'string' ? value : undefined;
}

export const requestLanguage = (req: FastifyRequest): SportsTextLanguage =>
  sportsTextLanguage(requestLanguageType(req));
