import { useTranslation } from 'react-i18next';

/** Our wordmark, drawn here (no borrowed art). */
export function Logo() {
  const { t } = useTranslation();
  return (
    <svg viewBox="0 0 132 28" role="img" aria-hidden="true" className="h-7 w-auto">
      <rect width="28" height="28" rx="7" className="fill-accent" />
      <path d="M6 20V8h2.8l5.2 7 5.2-7H22v12h-3v-7.2L14 19.4l-5-6.6V20z" className="fill-on-accent" />
      <text x="36" y="20" className="fill-text" fontSize="17" fontWeight="700" fontFamily="system-ui, sans-serif">
        {t('app.name')}
      </text>
    </svg>
  );
}
