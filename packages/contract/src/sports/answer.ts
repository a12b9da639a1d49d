import { sportsCodes, sportsMessages } from './envelope.js';
import type { SportsCodeName, SportsEnvelope, SportsTextLanguage } from './envelope.js';

/** The envelope a sports call answers with: the code's number, its message in `lang`, the data, and `info` when given. */
export function sportsAnswer<T>(
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

/** A rejected body's first validation issue as `field: message`, for the answer's `info`. */
export function issueInfo(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string | undefined {
  const issue = issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'body'}: ${issue.message}` : undefined;
}
