import type { GamblingControls } from '@matchday/contract/client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import { useGamblingControls } from '@/shared/gambling-controls/api/member-rg-get';
import { failureText } from '@/shared/http/errors';
import { useAmountReader } from '@/shared/money/amount-field';
import { formatMoney } from '@/shared/money/format-money';
import { localFullTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { SelectField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { Panel } from '@/shared/ui/panel';
import { useSaveLimit } from '../api/member-rg-limit-save';
import { useSaveRealityCheck } from '../api/member-rg-reality-check-save';
import { useSelfExclude } from '../api/member-rg-self-exclude';
import { useTakeBreak } from '../api/member-rg-timeout';
import { MoneyField } from './money-field';
import { QueryState } from './query-state';

const KINDS = ['deposit', 'loss', 'wager'] as const;
const PERIODS = ['day', 'week', 'month'] as const;
const REALITY = [0, 15, 30, 45, 60, 90, 120] as const;
const BREAK_HOURS = ['24', '72', '168', '336', '1008'] as const;
const MONTHS = ['6', '12', '24', '60'] as const;

function Select<T extends string>({
  options,
  text,
  onChange,
  ...field
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <SelectField {...field} onChange={(e) => onChange(e.target.value as T)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {text(o)}
        </option>
      ))}
    </SelectField>
  );
}

/** One of the controls below the limits: its title, what it does, then its choice and action. */
function Control({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-sm text-muted">{help}</p>
      {children}
    </div>
  );
}

/** Responsible-gambling settings: limits, reality check, a break, self-exclusion. */
export function LimitsPanel({ defaultCurrency }: { defaultCurrency: string }) {
  const { t, i18n } = useTranslation('wallet');
  const controls = useGamblingControls();
  const limit = useSaveLimit();
  const realityCheck = useSaveRealityCheck();
  const takeBreak = useTakeBreak();
  const selfExclude = useSelfExclude();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('deposit');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [hours, setHours] = useState<(typeof BREAK_HOURS)[number]>('24');
  const [months, setMonths] = useState<(typeof MONTHS)[number]>('6');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const readAmount = useAmountReader();
  const date = (ms: number) => localFullTime(ms, i18n.language);

  async function run(call: () => Promise<GamblingControls>, done?: string) {
    setError(undefined);
    try {
      await call();
      if (done) toast(done, 'info');
    } catch (err) {
      setError(failureText(err, t('centre.loadFailed')));
    }
  }

  function saveLimit(e: FormEvent, remove = false) {
    e.preventDefault();
    const read = remove ? null : readAmount(amount, currency);
    if (read?.error) return setError(read.error);
    const minor = read?.minor ?? null;
    void run(() => limit.mutateAsync({ kind, period, currency: currency as 'VND', amount: minor }), t('limits.saved'));
  }

  const c = controls.data;
  return (
    <Panel title={t('limits.title')} gap={4}>
      <p className="text-sm text-muted">{t('limits.intro')}</p>
      <QueryState isLoading={controls.isLoading} error={controls.error} retry={() => void controls.refetch()} />
      {c?.selfExcludedUntil && (
        <p role="status" className="rounded-lg bg-warn px-3 py-2 text-sm text-on-warn">
          {t('limits.excluded', { date: date(c.selfExcludedUntil) })}
        </p>
      )}
      {c?.timeoutUntil && (
        <p role="status" className="rounded-lg bg-warn px-3 py-2 text-sm text-on-warn">
          {t('limits.onBreak', { date: date(c.timeoutUntil) })}
        </p>
      )}
      {c && c.limits.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm" data-testid="limits">
          {c.limits.map((l) => (
            <li
              key={`${l.kind}-${l.period}-${l.currency}`}
              className="flex flex-wrap justify-between gap-2 border-b border-line py-1"
            >
              <span className="font-semibold">{`${t(`limits.kind.${l.kind}`)} · ${t(`limits.period.${l.period}`)}`}</span>
              <span>
                {l.amount === null
                  ? t('limits.noLimit')
                  : t('limits.used', {
                      used: formatMoney(l.used, l.currency),
                      limit: formatMoney(l.amount, l.currency),
                    })}
              </span>
              {l.pending && (
                <span className="w-full text-xs text-muted">
                  {l.pending.amount === null
                    ? t('limits.pendingRemoval', { date: date(l.pending.effectiveAt) })
                    : t('limits.pending', {
                        amount: formatMoney(l.pending.amount, l.currency),
                        date: date(l.pending.effectiveAt),
                      })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => saveLimit(e)} noValidate>
        <Select
          label={t('limits.kindLabel')}
          value={kind}
          options={KINDS}
          text={(k) => t(`limits.kind.${k}`)}
          onChange={setKind}
        />
        <Select
          label={t('limits.periodLabel')}
          value={period}
          options={PERIODS}
          text={(p) => t(`limits.period.${p}`)}
          onChange={setPeriod}
        />
        <div className="sm:col-span-2">
          <MoneyField
            name="limitAmount"
            label={t('limits.amount')}
            currencyLabel={t('deposit.currency')}
            amount={amount}
            currency={currency}
            onAmount={setAmount}
            onCurrency={setCurrency}
          />
        </div>
        <Button type="submit">{t('limits.save')}</Button>
        <Button variant="ghost" onClick={(e) => saveLimit(e, true)}>
          {t('limits.remove')}
        </Button>
      </form>
      <FormAlert text={error} />

      <Control title={t('limits.realityCheck')} help={t('limits.realityCheckHelp')}>
        <Select
          label={t('limits.realityCheck')}
          value={String(c?.realityCheckMinutes ?? 0)}
          options={REALITY.map(String)}
          text={(m) => (m === '0' ? t('limits.off') : t('limits.every', { minutes: m }))}
          onChange={(m) => void run(() => realityCheck.mutateAsync({ minutes: Number(m) }), t('limits.saved'))}
        />
      </Control>

      <Control title={t('limits.break')} help={t('limits.breakHelp')}>
        <Select
          label={t('limits.break')}
          value={hours}
          options={BREAK_HOURS}
          text={(h) => t(`limits.breakHours.${h}`)}
          onChange={setHours}
        />
        <Button variant="ghost" onClick={() => void run(() => takeBreak.mutateAsync({ hours: Number(hours) }))}>
          {t('limits.startBreak')}
        </Button>
      </Control>

      <Control title={t('limits.selfExclusion')} help={t('limits.selfExclusionHelp')}>
        <Select
          label={t('limits.selfExclusion')}
          value={months}
          options={MONTHS}
          text={(m) => t(`limits.months.${m}`)}
          onChange={setMonths}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5"
            checked={confirmed}
            onChange={(e) => setConfirmed(e.target.checked)}
          />
          <span>{t('limits.confirm')}</span>
        </label>
        <Button
          variant="ghost"
          disabled={!confirmed}
          onClick={() => void run(() => selfExclude.mutateAsync({ months: Number(months), confirm: true }))}
        >
          {t('limits.exclude')}
        </Button>
      </Control>
      <p className="text-xs text-muted">{t('limits.help')}</p>
    </Panel>
  );
}
