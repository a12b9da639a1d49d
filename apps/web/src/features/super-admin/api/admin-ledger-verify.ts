import { adminLedgerVerify } from '@matchday/contract/client';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';

/** Checks the ledger's invariants now (every currency sums to zero, every balance equals its entries). */
export const useLedgerVerify = () =>
  useMutation({ mutationFn: () => apiCall(adminLedgerVerify, { body: {}, noNeedResponseMsg: true }) });
