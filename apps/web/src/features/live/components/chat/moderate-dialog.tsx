import type { ChatMessage } from '@matchday/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Dialog } from '@/shared/ui/dialog';
import { SelectField, TextField } from '@/shared/ui/field';
import { SubmitRow } from '@/shared/ui/submit-row';
import { toast } from '@/shared/ui/toaster';
import { useBanViewer } from '../../api/user-ban-log-save';

/** How long a mute or ban lasts, in minutes; null until lifted. */
export const BAN_DURATIONS = [10, 60, 1440, null] as const;
const DURATION_KEYS = {
  10: 'moderation.for10m',
  60: 'moderation.for1h',
  1440: 'moderation.for1d',
  forever: 'moderation.forever',
} as const;

/** Mutes (type 1: can read, not post) or bans (type 2) the author of a chat line in the anchor's rooms. */
export function ModerateDialog({ line, roomId, onClose }: { line: ChatMessage; roomId: number; onClose: () => void }) {
  const { t } = useTranslation('live');
  const ban = useBanViewer();
  const [banType, setBanType] = useState<1 | 2>(2);
  const [minutes, setMinutes] = useState<(typeof BAN_DURATIONS)[number]>(60);
  const [reason, setReason] = useState(() => t('moderation.defaultReason'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim() === '') return;
    ban.mutate(
      { userId: line.userId, roomId, banType, reason: reason.trim(), durationMinutes: minutes },
      {
        onSuccess: () => {
          toast(t(banType === 2 ? 'moderation.banned' : 'moderation.muted', { name: line.name }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open title={t('moderation.title', { name: line.name })} onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p className="break-words rounded-lg bg-surface-2 px-3 py-2 text-sm">{line.text}</p>
        <fieldset className="flex gap-4 text-sm">
          <legend className="mb-1 text-muted">{t('moderation.action')}</legend>
          {([2, 1] as const).map((type) => (
            <label key={type} className="flex items-center gap-2">
              <input type="radio" name="ban-type" checked={banType === type} onChange={() => setBanType(type)} />
              {t(type === 2 ? 'moderation.ban' : 'moderation.mute')}
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('moderation.duration')}
          value={minutes ?? 'forever'}
          onChange={(e) => setMinutes(e.target.value === 'forever' ? null : (Number(e.target.value) as 10 | 60 | 1440))}
        >
          {BAN_DURATIONS.map((d) => (
            <option key={d ?? 'forever'} value={d ?? 'forever'}>
              {t(DURATION_KEYS[d ?? 'forever'])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('moderation.reason')}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          error={reason.trim() === '' ? t('moderation.reasonNeeded') : undefined}
        />
        <SubmitRow
          label={t(banType === 2 ? 'moderation.confirmBan' : 'moderation.confirmMute')}
          busy={ban.isPending}
          disabled={reason.trim() === ''}
          failure={ban.isError ? failureText(ban.error, t('moderation.failed')) : undefined}
        />
      </form>
    </Dialog>
  );
}
