import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** /404 (and /500, /403): shown with the header hidden (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('errors.notFoundTitle')}</h1>
      <p className="text-muted">{t('errors.notFoundBody')}</p>
      <Link to="/" className="inline-flex min-h-11 items-center rounded-xl bg-accent px-5 font-semibold text-on-accent">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
