import { liveStreamSave, messageFor, messagePacks } from '@matchday/contract';
import type { BodyOf } from '@matchday/contract/client';

/** The go-live form as typed: text fields, empty meaning "none". */
export interface GoLiveForm {
  title: string;
  coverTagId: string;
  /** `datetime-local` value in the viewer's zone; empty: ready to go live now. */
  scheduledAt: string;
  sportId: string;
  matchId: string;
}

export type GoLiveField = keyof GoLiveForm;
export type GoLiveBody = BodyOf<typeof liveStreamSave>;
export type GoLiveResult = { ok: true; body: GoLiveBody } | { ok: false; errors: Partial<Record<GoLiveField, string>> };

const optionalId = (text: string) => (text.trim() === '' || Number(text) === 0 ? null : Number(text));

/** Checks the form with the contract's own rule for `live/stream/save`; messages in the user's language. */
export function goLiveRequest(form: GoLiveForm, lang: string): GoLiveResult {
  const body = {
    title: form.title,
    coverTagId: optionalId(form.coverTagId),
    scheduledAt: form.scheduledAt ? new Date(form.scheduledAt).getTime() : null,
    sportId: optionalId(form.sportId),
    matchId: optionalId(form.matchId),
  };
  // `live/stream/save` always declares its body; the optional type is the endpoint shape's.
  const parsed = liveStreamSave.body!.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: Partial<Record<GoLiveField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as GoLiveField;
    // Contract rules carry message keys; a bare type rule (a huge id) reads as "invalid".
    errors[field] ??= messageFor(issue.message in messagePacks.en ? issue.message : 'validation.invalid', lang);
  }
  return { ok: false, errors };
}
