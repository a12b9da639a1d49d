import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { Button } from '@/shared/ui/button';

/** What a visitor sees in place of a member's control (chat, gifts): why, and the way to sign in. */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation('live');
  const openLogin = useAuthDialog((s) => s.openLogin);
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-muted">
      <span>{text}</span>
      <Button variant="ghost" onClick={() => openLogin()}>
        {t('chat.signIn')}
      </Button>
    </div>
  );
}
