import { Link, useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button';

/** A feature that lands in a later issue: its own title and description, translated, and a way home. */
export function ComingSoonPage() {
  const { t } = useTranslation('coming-soon');
  const feature = useMatches({ select: (ms) => ms.at(-1)?.staticData.feature }) ?? 'activity';
  const base = `features.${feature}`;
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-4 py-16">
      <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-muted">
        {t('badge')}
      </span>
      <h1 className="text-3xl font-bold">{t(`${base}.title` as 'features.sports.title')}</h1>
      <p className="text-lg text-muted">{t(`${base}.desc` as 'features.sports.desc')}</p>
      <p className="text-sm text-muted">{t('body')}</p>
      <Link to="/" className={buttonClass({ variant: 'ghost', size: 'large' }, 'mt-2')}>
        {t('back')}
      </Link>
    </div>
  );
}
