import { useEffect } from 'react';
import type { BetOrder } from '../api/new-bet-list';
import { useCashOutDialog } from '../stores/cash-out-dialog';
import { CashOutDialog } from './cash-out-dialog';

/** Shows the open cash-out dialog with the latest copy of its bet while listed, the copy it opened with once the bet left the list. */
export function CashOutDialogHost({ rows }: { rows: readonly BetOrder[] }) {
  const opened = useCashOutDialog((s) => s.order);
  const currency = useCashOutDialog((s) => s.currency);
  useEffect(() => () => useCashOutDialog.getState().close(), []);
  if (!opened) return null;
  const order = rows.find((o) => o.id === opened.id) ?? opened;
  return (
    <CashOutDialog key={opened.id} order={order} currency={currency} onClose={useCashOutDialog.getState().close} />
  );
}
