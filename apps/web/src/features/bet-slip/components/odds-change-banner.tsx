import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

/** Prices moved since the member looked: how many, whether that stops placing under their setting, and "accept changes". */
export function OddsChangeBanner({
  count,
  blocking,
  onAccept,
}: {
  count: number;
  blocking: boolean;
  onAccept: () => void;
}) {
  const { t } = useTranslation('bet-slip');
  if (count === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl bg-warn p-3 text-sm text-on-warn">
      <p className="font-semibold">{t('oddsChange.banner', { count })}</p>
      <p className="text-xs">{blocking ? t('oddsChange.mustAccept') : t('oddsChange.settingAccepts')}</p>
      <Button variant="onWarn" size="small" className="self-start" onClick={onAccept}>
        {t('oddsChange.accept')}
      </Button>
    </div>
  );
}
