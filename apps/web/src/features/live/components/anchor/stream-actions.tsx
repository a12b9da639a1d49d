import { streamStatusCodes } from '@matchday/contract/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { toast } from '@/shared/ui/toaster';
import { useCancelStream } from '../../api/live-stream-cancel';
import { useStopStream } from '../../api/live-stream-stop';
import { useUpdateStream } from '../../api/live-stream-update';
import type { StreamInfo } from '../../hooks/stream-cache';
import { isOpen } from '../../lib/live-list';

type Action = 'rotate' | 'stop' | 'cancel';

/** Rotate the key, end, or cancel a stream; each asks first, since it cuts off whoever is publishing. */
export function StreamActions({ stream, presenterId }: { stream: StreamInfo; presenterId: number }) {
  const { t } = useTranslation('live');
  const update = useUpdateStream(presenterId);
  const stop = useStopStream(presenterId);
  const cancel = useCancelStream(presenterId);
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string>();
  const open = isOpen(stream.status);

  const run = async (action: Action) => {
    if (!window.confirm(t(`anchor.actions.confirm.${action}`))) return;
    setBusy(action);
    setFailure(undefined);
    try {
      const body = { id: stream.id };
      if (action === 'rotate') await update.mutateAsync({ ...body, rotateKey: true });
      else await (action === 'stop' ? stop : cancel).mutateAsync(body);
      toast(t(`anchor.actions.done.${action}`));
    } catch (err) {
      setFailure(failureText(err, t('anchor.actions.failed')));
    } finally {
      setBusy(null);
    }
  };

  if (!open) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" disabled={busy !== null} onClick={() => void run('rotate')}>
          {t('anchor.actions.rotate')}
        </Button>
        {stream.status !== streamStatusCodes.scheduled && (
          <Button disabled={busy !== null} onClick={() => void run('stop')} className="bg-red-700 text-white">
            {t('anchor.actions.stop')}
          </Button>
        )}
        {stream.status !== streamStatusCodes.live && (
          <Button variant="ghost" disabled={busy !== null} onClick={() => void run('cancel')}>
            {t('anchor.actions.cancel')}
          </Button>
        )}
      </div>
      <FormAlert text={failure} />
    </div>
  );
}
