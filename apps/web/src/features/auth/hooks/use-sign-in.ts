import type { LoginResult } from '@matchday/contract/client';
import { useNavigate } from '@tanstack/react-router';
import { completeLogin } from '../lib/session-actions';

/** Completes a login or registration with its answer and lands on `to`, unless a vtob page or a phone check comes next. */
export function useSignIn() {
  const navigate = useNavigate();
  return async (result: LoginResult, userName: string, to = '/') => {
    const outcome = await completeLogin(result, userName);
    if (outcome.kind === 'done') await navigate({ to });
  };
}
