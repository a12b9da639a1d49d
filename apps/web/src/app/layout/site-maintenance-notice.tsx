import type { MaintenanceInfo } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/shared/ui/button';
import { localFullTime, localOffsetMinutes } from '@/shared/time/local-time';
import { Logo } from './logo';

/** "GMT+7", "GMT+8": the site's zone, so a visitor abroad reads the window right. */
function zoneLabel(at: number): string {
  const minutes = localOffsetMinutes(at);
  const sign = minutes < 0 ? '-' : '+';
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `GMT${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/**
 * The full page every visitor and member sees instead of the site while site maintenance is on
 * (spec §4), with its window in the site's time zone; staff can still log in to end it.
 */
export function SiteMaintenanceNotice({ info, onStaffLogin }: { info: MaintenanceInfo; onStaffLogin?: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <main
      id="main"
      data-testid="site-maintenance"
      className="flex min-h-screen flex-col items-center justify-center gap-5 px-6 py-12 text-center"
    >
      <Logo />
      <h1 className="text-2xl font-bold">{info.title || t('maintenance.pageTitle')}</h1>
      {info.content && <p className="max-w-xl whitespace-pre-line text-muted">{info.content}</p>}
      <p className="rounded-lg bg-surface px-4 py-3 text-sm" data-testid="site-maintenance-window">
        {t('maintenance.window', {
          from: localFullTime(info.startTime, i18n.language),
          to: localFullTime(info.endTime, i18n.language),
          zone: zoneLabel(info.startTime),
        })}
      </p>
      <p className="text-sm text-muted">{t('maintenance.comeBack')}</p>
      {onStaffLogin && (
        <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onStaffLogin}>
          {t('maintenance.staffLogin')}
        </button>
      )}
    </main>
  );
}
