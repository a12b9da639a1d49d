import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TabList } from '@/shared/ui/tab-list';
import { useAuthDialog, type LoginPage } from '@/shared/session/auth-dialog-store';
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
          {page === 'login' && (
            <AccountLoginForm onRegister={() => setPage('register')} onPhone={() => setPage('phone')} />
          )}
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
    <TabList
      layout="grid"
      className="mb-4"
      items={(['login', 'phone', 'register'] as const).map((p) => ({ key: p, label: t(TAB_LABEL[p]) }))}
      active={page}
      onSelect={onChange}
    />
  );
}
