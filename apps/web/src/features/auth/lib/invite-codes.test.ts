import { beforeEach, describe, expect, it } from 'vitest';
import { captureInviteCodes, storedInviteCodes } from './invite-codes';

describe('invite and referral codes', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the codes of the landing URL in session storage only', () => {
    captureInviteCodes('?inviteCode=ABC123&referCode=r-9');
    expect(storedInviteCodes()).toEqual({ inviteCode: 'ABC123', referCode: 'r-9' });
    expect(localStorage.getItem('md.inviteCode')).toBeNull();
  });

  it('ignores malformed codes and keeps an earlier one when the URL has none', () => {
    captureInviteCodes('?inviteCode=KEEP1');
    captureInviteCodes('?inviteCode=<script>&referCode=');
    expect(storedInviteCodes()).toEqual({ inviteCode: 'KEEP1' });
  });

  it('sends nothing when no code was given', () => {
    expect(storedInviteCodes()).toEqual({});
  });
});
