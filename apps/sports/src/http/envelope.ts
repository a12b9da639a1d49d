import { sportsCodes, sportsMessages, sportsTextLanguage } from '@matchday/contract';
import type { SportsCodeName, SportsEnvelope, SportsTextLanguage } from '@matchday/contract';
import type { FastifyRequest } from 'fastify';

export function envelope<T>(
  codeName: SportsCodeName,
  lang: SportsTextLanguage,
  data: T,
  info?: string,
): SportsEnvelope<T> {
  const code = sportsCodes[codeName];
  const answer: SportsEnvelope<T> = {
    code,
    success: code === sportsCodes.success,
    message: sportsMessages[codeName][lang],
    data,
  };
  if (info !== undefined) answer.info = info;
  return answer;
}

/** The success envelope around `data` already written as JSON (same keys as `envelope`). */
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

/** First validation issue as `field: message`, for `info`. */
export function issueInfo(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string | undefined {
  const issue = issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : undefined;
}
