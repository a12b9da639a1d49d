import type { Role } from '@matchday/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { useChangeRole } from '../api/admin-user-role';
import { useUserSearch } from '../api/admin-user-search';
import { useUnlockLogin } from '../api/admin-user-unlock-login';
import { BanControls } from './ban-controls';

const ROLES: Role[] = ['member', 'anchor', 'admin'];

/** Find users, see their status, change their role, lift a login lock. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const users = useUserSearch(keyword);
  const role = useChangeRole();
  const unlocking = useUnlockLogin();

  function search(e: FormEvent) {
    e.preventDefault();
    setKeyword(draft.trim());
  }
  async function changeRole(userId: number, userName: string, next: Role) {
    try {
      await role.mutateAsync({ userId, role: next });
      toast(t('users.roleSaved', { name: userName }), 'info');
    } catch (err) {
      toast(failureText(err, t('users.empty')), 'error');
    }
  }
  async function unlock(userId: number, userName: string) {
    try {
      const { wasLocked } = await unlocking.mutateAsync({ userId });
      toast(t(wasLocked ? 'users.unlocked' : 'users.notLocked', { name: userName }), 'info');
    } catch (err) {
      toast(failureText(err, t('users.empty')), 'error');
    }
  }

  return (
    <section className="flex flex-col gap-3">
      <form onSubmit={search} className="flex items-end gap-2">
        <div className="flex-1">
          <TextField
            label={t('users.search')}
            name="userSearch"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <Button type="submit">{t('users.searchButton')}</Button>
      </form>
      {users.data?.list.length === 0 && <p className="text-sm text-muted">{t('users.empty')}</p>}
      <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
        {users.data?.list.map((u) => (
          <li
            key={u.id}
            className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm"
            data-testid={`user-${u.userName}`}
          >
            <span className="font-semibold">{`#${u.id} ${u.userName}`}</span>
            <span className="text-muted">{t(`users.status.${u.status === 2 ? '2' : '1'}`)}</span>
            <label className="flex items-center gap-2">
              <span className="text-muted">{t('users.role')}</span>
              <select
                value={u.role}
                onChange={(e) => void changeRole(u.id, u.userName, e.target.value as Role)}
                className="min-h-9 rounded-lg border border-line bg-bg px-2"
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`users.roles.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="ghost" onClick={() => void unlock(u.id, u.userName)}>
              {t('users.unlockLogin')}
            </Button>
            <BanControls user={u} onChanged={() => void users.refetch()} />
          </li>
        ))}
      </ul>
    </section>
  );
}
