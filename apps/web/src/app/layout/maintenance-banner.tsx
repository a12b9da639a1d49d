import { isSiteMaintenance } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from './use-site-config';
import { localFullTime } from '@/shared/time/local-time';

/** Shown while the site is in maintenance (status 1 and point 0, spec §4). */
export function MaintenanceBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useSiteConfig();
  if (!data || !isSiteMaintenance(data)) return null;
  return (
    <div role="status" className="bg-warn px-4 py-2 text-center text-sm text-on-warn" data-testid="maintenance-banner">
      {t('maintenance.banner', {
        title: data.title,
        from: localFullTime(data.startTime, i18n.language),
        to: localFullTime(data.endTime, i18n.language),
      })}
    </div>
  );
}
