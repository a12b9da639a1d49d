import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localYear } from '@/shared/time/local-time';

const LINKS = [
  { to: '/HelpCenter', label: 'footer.help' },
  { to: '/AppDownload', label: 'footer.app' },
  { to: '/VentureInvest', label: 'footer.partners' },
] as const;

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-line pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted">
        <nav aria-label={t('footer.help')} className="flex flex-wrap gap-4">
          {LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-text">
              {t(link.label)}
            </Link>
          ))}
        </nav>
        <p>{t('footer.responsible')}</p>
        <p>{t('footer.copyright', { year: localYear() })}</p>
      </div>
    </footer>
  );
}
