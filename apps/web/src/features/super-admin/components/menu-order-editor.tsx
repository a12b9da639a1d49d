import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { Button } from '@/shared/ui/button';
import { useSetMenuOrder } from '../api/admin-maintenance';

/** The menu keys the server takes (contract `menuKey`), with their header labels. */
const MENU = {
  home: 'nav.home',
  sports: 'nav.sports',
  live: 'nav.live',
  casino: 'nav.casino',
  promotions: 'nav.promotions',
} as const;
type MenuKey = keyof typeof MENU;
const known = (order: readonly string[] | undefined): MenuKey[] => [
  ...new Set([...(order ?? []).filter((k): k is MenuKey => k in MENU), ...(Object.keys(MENU) as MenuKey[])]),
];

/** The header and tab-bar menu order (spec §6 `gameOrder`): move items up or down, then save. */
export function MenuOrderEditor() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  // The admin's own user info carries the order served now.
  const served = useSession((s) => s.userInfo?.gameOrder);
  const [order, setOrder] = useState<MenuKey[] | null>(null);
  const shown = order ?? known(served);
  const setMenuOrder = useSetMenuOrder();
  const [saved, setSaved] = useState(false);

  const move = (i: number, by: -1 | 1) => {
    const next = [...shown];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setOrder(next);
    setSaved(false);
  };

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-line p-3" aria-label={t('menuOrder.title')}>
      <h2 className="font-semibold">{t('menuOrder.title')}</h2>
      <ol className="flex flex-col gap-1">
        {shown.map((key, i) => (
          <li key={key} className="flex items-center gap-2 text-sm">
            <span className="w-6 text-muted">{i + 1}.</span>
            <span className="flex-1">{tc(MENU[key])}</span>
            <Button
              variant="ghost"
              size="small"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={t('menuOrder.up', { name: tc(MENU[key]) })}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="small"
              disabled={i === shown.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t('menuOrder.down', { name: tc(MENU[key]) })}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
      {saved && <p role="status">{t('menuOrder.saved')}</p>}
      <Button onClick={() => void setMenuOrder.mutateAsync(shown).then(() => setSaved(true))}>
        {t('menuOrder.save')}
      </Button>
    </section>
  );
}
