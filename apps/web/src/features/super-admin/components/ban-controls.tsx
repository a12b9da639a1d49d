import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

import { useLiftSiteBans } from '../api/user-ban-log-batch-untie';
import { useBanUser } from '../api/user-ban-log-save';

/** Ban an account everywhere (room 0, ban type 2) with a reason, or lift its bans. */
export function BanControls({
  user,
  onChanged,
}: {
  user: { id: number; userName: string; status: number };
  onChanged: () => void;
}) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const banning = useBanUser();
  const lifting = useLiftSiteBans();
  async function run(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      toast(done, 'info');
      setOpen(false);
      onChanged();
    } catch (err) {
      toast(failureText(err, t('users.empty')), 'error');
    }
  }
  const ban = () =>
    run(
      () =>
        banning.mutateAsync({ userId: user.id, roomId: 0, banType: 2, reason: reason.trim(), durationMinutes: null }),
      t('users.banned', { name: user.userName }),
    );
  const unban = () => run(() => lifting.mutateAsync(user), t('users.unbanned', { name: user.userName }));

  if (user.status === 2)
    return (
      <Button variant="ghost" onClick={() => void unban()}>
        {t('users.unban')}
      </Button>
    );
  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('users.ban')}
      </Button>
    );
  return (
    <span className="flex items-center gap-2">
      <input
        aria-label={t('users.banReason')}
        placeholder={t('users.banReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="min-h-9 rounded-lg border border-line bg-bg px-2"
      />
      <Button disabled={reason.trim().length === 0} onClick={() => void ban()}>
        {t('users.confirmBan')}
      </Button>
    </span>
  );
}
