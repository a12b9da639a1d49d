import { liveStreamCancel, liveStreamStop, liveStreamUpdate } from '@matchday/contract/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { toast } from '@/shared/ui/toaster';
import { liveKeys, type StreamInfo } from '../../hooks/stream-cache';

type Action = 'rotate' | 'stop' | 'cancel';

/** Rotate the key, end, or cancel a stream; each asks first, since it cuts off whoever is publishing. */
export function StreamActions({ stream, presenterId }: { stream: StreamInfo; presenterId: number }) {
  const { t } = useTranslation('live');
  const client = useQueryClient();
  const [busy, setBusy] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string>();
  const open = stream.status <= 2;

  const run = async (action: Action) => {
    if (!window.confirm(t(`anchor.actions.confirm.${action}`))) return;
    setBusy(action);
    setFailure(undefined);
    try {
      const body = { id: stream.id };
      const next =
        action === 'rotate'
          ? await apiCall(liveStreamUpdate, { body: { ...body, rotateKey: true }, noNeedResponseMsg: true })
          : await apiCall(action === 'stop' ? liveStreamStop : liveStreamCancel, { body, noNeedResponseMsg: true });
      client.setQueryData(liveKeys.info(stream.id), next);
      void client.invalidateQueries({ queryKey: liveKeys.own(presenterId) });
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
        {stream.status !== 0 && (
          <Button disabled={busy !== null} onClick={() => void run('stop')} className="bg-red-700 text-white">
            {t('anchor.actions.stop')}
          </Button>
        )}
        {stream.status !== 2 && (
          <Button variant="ghost" disabled={busy !== null} onClick={() => void run('cancel')}>
            {t('anchor.actions.cancel')}
          </Button>
        )}
      </div>
      <FormAlert text={failure} />
    </div>
  );
}
