import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface Actions {
  /** The way back, and what it says. */
  back: string;
  onBack: () => void;
  /** The action, what it says while it runs, and its run; a form's submit when `onConfirm` is left out. */
  confirm: string;
  busyConfirm?: string | undefined;
  busy: boolean;
  onConfirm?: () => void;
  /** Why the action failed, announced. */
  failure?: string | undefined;
}

/** A dialog's failure and its two buttons, the action last. */
export function DialogActions({ back, onBack, confirm, busyConfirm, busy, onConfirm, failure }: Actions) {
  return (
    <>
      {failure && (
        <p role="alert" className="text-xs text-red-400">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onBack}>
          {back}
        </Button>
        <Button type={onConfirm ? 'button' : 'submit'} disabled={busy} onClick={onConfirm}>
          {busy && busyConfirm ? busyConfirm : confirm}
        </Button>
      </div>
    </>
  );
}

/** Asks before an action that cannot be taken back: what will happen (`children`), back, and the action. */
export function ConfirmDialog({ title, children, ...actions }: Actions & { title: string; children: ReactNode }) {
  return (
    <Dialog open title={title} onClose={actions.onBack}>
      <div className="flex flex-col gap-3 text-sm">
        {children}
        <DialogActions {...actions} />
      </div>
    </Dialog>
  );
}
