import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button';

const AREAS = [
  { key: 'sports', to: '/sports', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4 3 2.2-1.1 3.6h-3.8L9 9.2 12 7Z' },
  {
    key: 'live',
    to: '/anchorPlay',
    icon: 'M4 6h11a2 2 0 0 1 2 2v1.5L21 7v10l-4-2.5V16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z',
  },
  {
    key: 'casino',
    to: '/electronic/1',
    icon: 'M5 4h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  },
  {
    key: 'promotions',
    to: '/activity',
    icon: 'M20 7h-2.2A3 3 0 0 0 12 4.8 3 3 0 0 0 6.2 7H4v5h1v8h14v-8h1V7Zm-7 0a1 1 0 1 1 1 1h-1V7Zm-3-1a1 1 0 0 1 1 1v1h-1a1 1 0 0 1 0-2Z',
  },
] as const;

/** The home page: the product's areas and the safer-play promise; later issues add live content. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:py-12">
      <section className="rounded-3xl border border-line bg-surface p-6 sm:p-10">
        <h1 className="max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">{t('hero.title')}</h1>
        <p className="mt-4 max-w-2xl text-base text-muted">{t('hero.subtitle')}</p>
        <Link to="/sports" className={buttonClass({ size: 'large' }, 'mt-6')}>
          {t('hero.cta')}
        </Link>
      </section>

      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="mb-4 text-xl font-semibold">
          {t('areas.title')}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {AREAS.map((a) => (
            <li key={a.key}>
              <Link
                to={a.to}
                className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-5 hover:border-accent"
              >
                <svg viewBox="0 0 24 24" aria-hidden="true" className="h-8 w-8 fill-accent">
                  <path d={a.icon} />
                </svg>
                <span className="text-lg font-semibold">{t(`areas.${a.key}.title`)}</span>
                <span className="text-sm text-muted">{t(`areas.${a.key}.desc`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-2xl border border-line bg-surface-2 p-5" aria-labelledby="safer-title">
        <h2 id="safer-title" className="text-lg font-semibold">
          {t('safer.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('safer.body')}</p>
      </section>
    </div>
  );
}
