import type { LoginResult } from '@matchday/contract/client';
import { useNavigate } from '@tanstack/react-router';
import { returnPathOf } from '@/shared/session/return-path';
import { completeLogin } from '../lib/session-actions';

/**
 * Completes a login or registration with its answer and continues to the page the visitor asked for
 * (`?redirect=`, set by the route guard; else /), unless a vtob page or a phone check comes next.
 */
export function useSignIn() {
  const navigate = useNavigate();
  return async (result: LoginResult, userName: string) => {
    const outcome = await completeLogin(result, userName);
    if (outcome.kind === 'done') await navigate({ href: returnPathOf(), replace: true });
  };
}
