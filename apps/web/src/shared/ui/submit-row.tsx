import { Button } from './button';
import { FormAlert } from './form-alert';

/** A form's failure, announced, above its submit button, which says `busyLabel` and waits while it sends. */
export function SubmitRow({
  label,
  busyLabel = label,
  busy = false,
  disabled = false,
  failure,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  disabled?: boolean;
  failure: string | undefined;
}) {
  return (
    <>
      <FormAlert text={failure} />
      <Button type="submit" disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
