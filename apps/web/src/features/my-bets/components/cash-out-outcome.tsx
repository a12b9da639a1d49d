import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

/** A cash-out, or an automatic one, that went through: what happened, more (`children`), and Close. */
export function CashOutDone({ text, onClose, children }: { text: string; onClose: () => void; children?: ReactNode }) {
  const { t } = useTranslation('my-bets');
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p className="font-semibold text-green-500">{text}</p>
      {children}
      <Button className="self-end" onClick={onClose}>
        {t('cashOut.close')}
      </Button>
    </div>
  );
}

/** Why a cash-out did not go through: the platform's refusal, or no answer. */
export function CashOutRefusal({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-500/10 p-2 text-xs">
      {text}
    </p>
  );
}
