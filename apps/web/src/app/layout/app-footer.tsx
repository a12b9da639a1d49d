import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-line pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted">
        <nav aria-label={t('footer.help')} className="flex flex-wrap gap-4">
          <Link to="/HelpCenter" className="hover:text-text">
            {t('footer.help')}
          </Link>
          <Link to="/AppDownload" className="hover:text-text">
            {t('footer.app')}
          </Link>
          <Link to="/VentureInvest" className="hover:text-text">
            {t('footer.partners')}
          </Link>
        </nav>
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
