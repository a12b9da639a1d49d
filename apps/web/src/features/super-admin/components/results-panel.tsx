import type { ResultDeskRecord } from '@matchday/contract';
import { sportName, type PackLanguage } from '@matchday/core';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { DigitsField } from '@/shared/ui/digits-field';
import { SelectField } from '@/shared/ui/field';
import { RESULTS_PAGE_SIZE, useResultPage, type ResultFilter } from '../api/admin-result-list';
import { ResultDeskRow } from './result-desk-row';
import { ResultEditor } from './result-editor';

/** The results desk: recorded results by sport and match id, newest first, a page at a time; a row opens its editor. */
export function ResultsPanel() {
  const { t, i18n } = useTranslation('admin');
  const [sportDraft, setSportDraft] = useState('');
  const [matchDraft, setMatchDraft] = useState('');
  const [filter, setFilter] = useState<ResultFilter>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ResultDeskRecord | null>(null);
  const results = useResultPage(filter, page);
  const pages = Math.max(1, Math.ceil((results.data?.total ?? 0) / RESULTS_PAGE_SIZE));
  // The editor's save asks the results again itself (admin-result-correct.ts, admin-result-void.ts).
  const close = useCallback(() => setEditing(null), []);

  function apply(e: FormEvent) {
    e.preventDefault();
    const next: ResultFilter = {
      ...(sportDraft ? { sportId: Number(sportDraft) } : {}),
      ...(matchDraft ? { matchId: Number(matchDraft) } : {}),
    };
    // The same filter again reads the list afresh: results are recorded as matches end.
    if (page === 1 && next.sportId === filter.sportId && next.matchId === filter.matchId) void results.refetch();
    setFilter(next);
    setPage(1);
  }

  return (
    <section className="flex flex-col gap-3">
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
        <SelectField label={t('results.sport')} value={sportDraft} onChange={(e) => setSportDraft(e.target.value)}>
          <option value="">{t('results.allSports')}</option>
          {(results.data?.sports ?? []).map((sid) => (
            <option key={sid} value={sid}>
              {sportName(sid, i18n.language as PackLanguage) ?? t('results.sportCode', { id: sid })}
            </option>
          ))}
        </SelectField>
        <div className="min-w-40 flex-1">
          <DigitsField label={t('results.matchId')} name="resultMatchId" value={matchDraft} onDigits={setMatchDraft} />
        </div>
        <Button type="submit">{t('results.filter')}</Button>
      </form>

      {results.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t('results.loading')}
        </p>
      ) : results.isError ? (
        <div className="flex flex-col items-start gap-2">
          <FormAlert text={failureText(results.error, t('results.loadFailed'))} />
          <Button variant="ghost" onClick={() => void results.refetch()}>
            {t('results.retry')}
          </Button>
        </div>
      ) : results.data.list.length === 0 ? (
        <p className="text-sm text-muted">{t('results.empty')}</p>
      ) : (
        <>
          <ul
            aria-label={t('results.listLabel')}
            aria-busy={results.isFetching}
            className="flex flex-col divide-y divide-line rounded-xl border border-line"
          >
            {results.data.list.map((r) => (
              <li key={r.matchId} data-match-id={r.matchId}>
                <ResultDeskRow record={r} onOpen={() => setEditing(r)} />
              </li>
            ))}
          </ul>
          <nav className="flex items-center justify-between gap-2 text-sm" aria-label={t('results.listLabel')}>
            <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('results.previous')}
            </Button>
            <span className="tabular-nums text-muted">{t('results.page', { page, pages })}</span>
            <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('results.next')}
            </Button>
          </nav>
        </>
      )}
      {editing && <ResultEditor key={editing.matchId} record={editing} onClose={close} onSaved={close} />}
    </section>
  );
}
