import { liveStreamSave } from '@matchday/contract';
import type { BodyOf } from '@matchday/contract/client';
import { checkBody, type FormCheck } from './contract-check';

/** The go-live form as typed: text fields, empty meaning "none". */
export interface GoLiveForm {
  title: string;
  coverTagId: string;
  /** `datetime-local` value in the viewer's zone; empty: ready to go live now. */
  scheduledAt: string;
  sportId: string;
  matchId: string;
}

const optionalId = (text: string) => (text.trim() === '' || Number(text) === 0 ? null : Number(text));

/** Checks the form with the contract's own rule for `live/stream/save`; messages in the active language. */
export function goLiveRequest(form: GoLiveForm): FormCheck<GoLiveForm, BodyOf<typeof liveStreamSave>> {
  const body = {
    title: form.title,
    coverTagId: optionalId(form.coverTagId),
    scheduledAt: form.scheduledAt ? new Date(form.scheduledAt).getTime() : null,
    sportId: optionalId(form.sportId),
    matchId: optionalId(form.matchId),
  };
  // `live/stream/save` always declares its body; the optional type is the endpoint shape's.
  return checkBody(liveStreamSave.body!, body);
}
