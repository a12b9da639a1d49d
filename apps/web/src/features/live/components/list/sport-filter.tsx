import { useTranslation } from 'react-i18next';
import { ChoiceGroup, chipClass } from '@/shared/ui/choice-group';

const ALL = 0;

/** Chips narrowing the live list to one sport, or every sport; they scroll sideways when many. */
export function SportFilter({
  sports,
  value,
  onChange,
}: {
  sports: readonly number[];
  value: number | null;
  onChange: (sportId: number | null) => void;
}) {
  const { t } = useTranslation('live');
  const names = useTranslation('sports', { useSuspense: false }).t;
  return (
    <ChoiceGroup
      label={t('list.sportFilter')}
      items={[ALL, ...sports].map((sid) => ({
        key: sid,
        label:
          sid === ALL
            ? t('list.allSports')
            : names(`sportNames.${sid}`, { defaultValue: t('anchor.matchPicker.sportN', { id: sid }) }),
      }))}
      value={value ?? ALL}
      onChange={(sid) => onChange(sid === ALL ? null : sid)}
      className="-mx-4 gap-2 overflow-x-auto px-4 pb-1"
      optionClass={(on) => `${chipClass(on)} shrink-0 whitespace-nowrap`}
    />
  );
}
