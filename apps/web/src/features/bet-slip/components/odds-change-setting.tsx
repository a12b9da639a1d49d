import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OddsChange } from '../lib/placement';

const CHOICES: readonly OddsChange[] = [0, 1, 2];

/** The accept-better/any setting (spec oddsChange 0/1/2), saved in the member's settings. */
export function OddsChangeSetting({ value, onChange }: { value: OddsChange; onChange: (v: OddsChange) => void }) {
  const { t } = useTranslation('bet-slip');
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-2 text-xs">
      <label htmlFor={id} className="text-muted">
        {t('oddsChange.settingLabel')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as OddsChange)}
        className="min-h-9 rounded-lg border border-line bg-bg px-2"
      >
        {CHOICES.map((c) => (
          <option key={c} value={c}>
            {t(`oddsChange.setting.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
