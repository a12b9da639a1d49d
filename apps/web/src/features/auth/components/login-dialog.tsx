import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { useAuthDialog, type LoginPage } from '../stores/auth-dialog-store';
import { AccountLoginForm } from './account-login-form';
import { AccountRegisterForm } from './account-register-form';
import { PhoneForm } from './phone-form';

/** The login dialog with its pages: account, phone and vtob (spec §2, §4). */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const { loginOpen, page, setPage, closeLogin } = useAuthDialog();
  const title = page === 'vtob' ? t('vtob.title') : page === 'register' ? t('register.title') : t('login.title');
  return (
    <Dialog open={loginOpen} title={title} onClose={closeLogin} page={page}>
      {page === 'vtob' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('vtob.body')}</p>
          <Button variant="ghost" onClick={() => setPage('login')}>
            {t('vtob.back')}
          </Button>
        </div>
      ) : (
        <>
          <PageTabs page={page} onChange={setPage} />
          {page === 'login' && <AccountLoginForm onRegister={() => setPage('register')} />}
          {page === 'phone' && <PhoneForm />}
          {page === 'register' && <AccountRegisterForm />}
          <p className="mt-4 text-xs text-muted">{t('login.ageNote')}</p>
        </>
      )}
    </Dialog>
  );
}

const TAB_LABEL = { login: 'login.tabAccount', phone: 'login.tabPhone', register: 'login.tabRegister' } as const;

function PageTabs({ page, onChange }: { page: LoginPage; onChange: (p: LoginPage) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div role="tablist" className="mb-4 grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
      {(['login', 'phone', 'register'] as const).map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={page === p}
          onClick={() => onChange(p)}
          className={page === p ? 'rounded-lg bg-surface px-3 py-2 text-sm font-semibold' : 'rounded-lg px-3 py-2 text-sm text-muted'}
        >
          {t(TAB_LABEL[p])}
        </button>
      ))}
    </div>
  );
}
