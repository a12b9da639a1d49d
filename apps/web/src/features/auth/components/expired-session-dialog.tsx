import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { logout } from '../lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';

/** The once-only confirm of an expired session (spec §4, §8); either answer logs out. */
export function ExpiredSessionDialog() {
  const { t } = useTranslation();
  const { expiredOpen, closeExpired } = useAuthDialog();
  const leave = () => {
    closeExpired();
    void logout();
  };
  return (
    <Dialog open={expiredOpen} title={t('expired.title')} page="expired">
      <p className="mb-5 text-sm text-muted">{t('expired.body')}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="ghost" onClick={leave}>
          {t('expired.cancel')}
        </Button>
        <Button onClick={leave}>{t('expired.sure')}</Button>
      </div>
    </Dialog>
  );
}
