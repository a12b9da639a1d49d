import { useTranslation } from 'react-i18next';

/** Our mark and wordmark, drawn here (no borrowed art); phones show the mark alone. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 28 28" aria-hidden="true" className="h-7 w-7">
        <rect width="28" height="28" rx="7" className="fill-accent" />
        <path d="M6 20V8h2.8l5.2 7 5.2-7H22v12h-3v-7.2L14 19.4l-5-6.6V20z" className="fill-on-accent" />
      </svg>
      <span className="hidden text-lg font-bold text-text sm:inline">{t('app.name')}</span>
    </span>
  );
}
