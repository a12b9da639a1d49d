import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toaster';

/** A secret shown as dots until revealed. */
const MASK = '••••••••••••';

/** One ingest value with a copy button; a secret one stays masked until the anchor reveals it. */
export function CopyField({
  label,
  value,
  secret = false,
  testId,
}: {
  label: string;
  value: string;
  secret?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('live');
  const [shown, setShown] = useState(!secret);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast(t('anchor.ingest.copied', { what: label }));
    } catch {
      toast(t('anchor.ingest.copyFailed'), 'error');
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm text-muted">{label}</span>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid={testId} className="min-w-0 flex-1 break-all rounded-lg bg-bg px-3 py-2 text-sm">
          {shown ? value : MASK}
        </code>
        {secret && (
          <Button variant="ghost" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
            {shown ? t('anchor.ingest.hide', { what: label }) : t('anchor.ingest.reveal', { what: label })}
          </Button>
        )}
        <Button variant="ghost" onClick={() => void copy()}>
          {t('anchor.ingest.copy', { what: label })}
        </Button>
      </div>
    </div>
  );
}
