import type { ResultDeskRecord } from '@matchday/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { finalScore } from '@/shared/sports/final-score';
import { useLanguagePack } from '@/shared/sports/use-language-pack';
import { useScoreLabels } from '@/shared/sports/use-score-labels';
import { localShortTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { Dialog } from '@/shared/ui/dialog';
import { FormAlert } from '@/shared/ui/form-alert';
import { SelectField, TextField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { useCorrectResult } from '../api/admin-result-correct';
import { useVoidResult } from '../api/admin-result-void';
import { matchName, resultStatus } from '../lib/result-labels';
import { changedScores, draftOf, editedScores, scoreRows, type ScoreDraft } from '../lib/score-rows';

type Step = 'edit' | 'confirmCorrect' | 'confirmVoid';
type End = 'cancelled' | 'abandoned';
const NOTE_MAX = 180;
const noteOk = (note: string) => note.trim().length > 0 && note.trim().length <= NOTE_MAX;

/** Why a result was corrected or voided: required, at most NOTE_MAX characters. */
function NoteField(props: {
  kind: 'correction' | 'void';
  value: string;
  error: string | undefined;
  onChange: (note: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      label={t(`results.${props.kind}Note`)}
      name={`${props.kind}Note`}
      maxLength={NOTE_MAX}
      value={props.value}
      error={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    />
  );
}

/**
 * One recorded result: its score entries as number inputs (score type and period named as the
 * results view names them) to correct with a note, or the match voided with a note; each asks for
 * confirmation first, saying what happens to the bets. A void match starts from the scores it was
 * played to, to reinstate them. Each change names the version it was made on, so an operator never
 * overwrites a change made meanwhile.
 */
export function ResultEditor({
  record,
  onClose,
  onSaved,
}: {
  record: ResultDeskRecord;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { scoreType, period } = useScoreLabels(useLanguagePack());
  const isVoid = record.end !== 'finished';
  const base = useMemo(() => (isVoid ? (record.scoresBeforeVoid ?? []) : record.scores), [isVoid, record]);
  const rows = useMemo(() => scoreRows(base, record.sportId), [base, record.sportId]);
  const [draft, setDraft] = useState<ScoreDraft>(() => draftOf(base, record.sportId));
  const [correctionNote, setCorrectionNote] = useState('');
  const [end, setEnd] = useState<End>(record.end === 'cancelled' ? 'abandoned' : 'cancelled');
  const [voidNote, setVoidNote] = useState('');
  const [step, setStep] = useState<Step>('edit');
  const [problems, setProblems] = useState<{ scores?: string; correctionNote?: string; voidNote?: string }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const name = matchName(record, t);
  const edited = editedScores(base, record.sportId, draft);
  const editedTotal = edited ? finalScore({ sid: record.sportId, nsg: edited }) : null;
  const backToEdit = useCallback(() => setStep('edit'), []);

  function askCorrect() {
    // Reinstating a void match is a change even with the scores it was played to.
    const scores = !edited
      ? t('results.scoresInvalid')
      : !isVoid && !changedScores(base, edited)
        ? t('results.nothingChanged')
        : undefined;
    const note = noteOk(correctionNote) ? undefined : t('results.noteRequired');
    setProblems({ ...(scores ? { scores } : {}), ...(note ? { correctionNote: note } : {}) });
    if (!scores && !note) setStep('confirmCorrect');
  }

  function askVoid() {
    setProblems(noteOk(voidNote) ? {} : { voidNote: t('results.noteRequired') });
    if (noteOk(voidNote)) setStep('confirmVoid');
  }

  const correct = useCorrectResult();
  const voiding = useVoidResult();
  async function save(kind: 'correct' | 'void') {
    setBusy(true);
    setFailure(undefined);
    try {
      if (kind === 'correct') {
        const change = await correct.mutateAsync({
          matchId: record.matchId,
          version: record.version,
          scores: edited!,
          note: correctionNote.trim(),
        });
        toast(t('results.corrected', { match: name, version: change.after.version }), 'info');
      } else {
        await voiding.mutateAsync({ matchId: record.matchId, version: record.version, end, note: voidNote.trim() });
        toast(t('results.voided', { match: name }), 'info');
      }
      onSaved();
    } catch (err) {
      setFailure(failureText(err, t('results.failed')));
      setStep('edit');
    } finally {
      setBusy(false);
    }
  }

  if (step !== 'edit') {
    const correcting = step === 'confirmCorrect';
    return (
      <ConfirmDialog
        key="confirm"
        title={t(
          correcting
            ? isVoid
              ? 'results.confirmReinstateTitle'
              : 'results.confirmCorrectTitle'
            : 'results.confirmVoidTitle',
        )}
        back={t('results.back')}
        onBack={backToEdit}
        confirm={t(
          correcting
            ? isVoid
              ? 'results.confirmReinstateButton'
              : 'results.confirmCorrectButton'
            : 'results.confirmVoidButton',
        )}
        busy={busy}
        onConfirm={() => void save(correcting ? 'correct' : 'void')}
      >
        <p>
          {correcting
            ? t('results.confirmCorrect', {
                match: name,
                score: editedTotal ? `${editedTotal[0]} : ${editedTotal[1]}` : t('results.noScore'),
                version: record.version + 1,
                legs: record.betLegs,
              })
            : t('results.confirmVoid', { match: name, end: t(`results.ends.${end}`), legs: record.betLegs })}
        </p>
      </ConfirmDialog>
    );
  }

  const team = (side: 'home' | 'away') => (side === 'home' ? record.homeName : record.awayName) ?? t(`results.${side}`);
  return (
    <Dialog key="edit" open title={t('results.editorTitle', { match: name })} onClose={onClose}>
      <div className="flex max-h-[75vh] flex-col gap-4 overflow-y-auto text-sm">
        <p className="text-muted">
          {resultStatus(record, t)} ·{' '}
          {t('results.recorded', { version: record.version, at: localShortTime(record.recordedAt, i18n.language) })} ·{' '}
          {t('results.betLegs', { count: record.betLegs })}
        </p>
        <FormAlert text={failure} />
        <section
          className="flex flex-col gap-3"
          aria-label={t(isVoid ? 'results.reinstateHeading' : 'results.correctHeading')}
        >
          <h3 className="font-semibold">{t(isVoid ? 'results.reinstateHeading' : 'results.correctHeading')}</h3>
          {rows.length === 0 ? (
            <p className="text-muted">{t('results.noScores')}</p>
          ) : (
            <>
              <table className="w-full tabular-nums">
                <thead className="text-left text-xs text-muted">
                  <tr>
                    <th scope="col">{t('results.scoreType')}</th>
                    <th scope="col">{t('results.period')}</th>
                    <th scope="col">{team('home')}</th>
                    <th scope="col">{team('away')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.key} className="border-b border-line last:border-0">
                      <td className="py-1">{scoreType(r.tyg)}</td>
                      <td className="py-1 text-muted">{period(r.pe, r.total)}</td>
                      {(['home', 'away'] as const).map((side) => (
                        <td key={side} className="py-1">
                          <input
                            type="number"
                            inputMode="numeric"
                            min={0}
                            max={99_999}
                            step={1}
                            aria-label={t('results.scoreInput', {
                              type: scoreType(r.tyg),
                              period: period(r.pe, r.total),
                              team: team(side),
                            })}
                            value={draft[r.key]?.[side] ?? ''}
                            onChange={(e) =>
                              setDraft({ ...draft, [r.key]: { ...draft[r.key]!, [side]: e.target.value } })
                            }
                            className="min-h-9 w-20 rounded-lg border border-line bg-bg px-2"
                          />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              <FormAlert text={problems.scores} />
              <NoteField
                kind="correction"
                value={correctionNote}
                error={problems.correctionNote}
                onChange={setCorrectionNote}
              />
              <Button onClick={askCorrect}>{t(isVoid ? 'results.reinstate' : 'results.saveCorrection')}</Button>
            </>
          )}
        </section>
        <section className="flex flex-col gap-3 border-t border-line pt-3" aria-label={t('results.voidHeading')}>
          <h3 className="font-semibold">{t('results.voidHeading')}</h3>
          <SelectField label={t('results.end')} value={end} onChange={(e) => setEnd(e.target.value as End)}>
            {(['cancelled', 'abandoned'] as const).map((e) => (
              <option key={e} value={e}>
                {t(`results.ends.${e}`)}
              </option>
            ))}
          </SelectField>
          <NoteField kind="void" value={voidNote} error={problems.voidNote} onChange={setVoidNote} />
          <Button variant="ghost" onClick={askVoid}>
            {t('results.void')}
          </Button>
        </section>
      </div>
    </Dialog>
  );
}
