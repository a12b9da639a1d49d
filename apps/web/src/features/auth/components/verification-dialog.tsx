import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { SmsCodeField } from '@/shared/ui/phone-fields';
import { useLoginCheck } from '../api/auth-login-check';
import { completeVerification } from '../lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { returnPathOf } from '@/shared/session/return-path';

/** Opens when a login answers loginState 1 or 2 with a phone (spec §4); success is code 200 and continues to `?redirect=`. */
export function VerificationDialog() {
  const { t } = useTranslation('auth');
  const { verify, closeVerify } = useAuthDialog();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const check = useLoginCheck();
  const navigate = useNavigate();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!verify) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await check.mutateAsync({
        mobile: verify.mobile,
        smsCode: code,
        actionType: 1,
        userName: verify.userName,
      });
      await completeVerification(result);
      await navigate({ href: returnPathOf(), replace: true });
    } catch (err) {
      setError(err instanceof ApiError && err.msg ? err.msg : t('login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={verify !== null} title={t('verify.title')} onClose={closeVerify} page="verify">
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <p className="text-sm text-muted">
          {t('verify.body', { area: `+${verify?.mobileArea ?? ''}`, mobile: verify?.mobile ?? '' })}
        </p>
        <SmsCodeField label={t('verify.code')} value={code} onDigits={setCode} error={error} />
        <Button type="submit" disabled={busy || code.length !== 6}>
          {t('verify.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
