import type { MessageLanguage } from '@matchday/contract';
import type { RoundView } from '../rounds/round-view.js';
import type { DebitResult } from '../rounds/round-steps.js';
import { gamesRefusalMessages, type GamesRefusal } from './games-refusals.js';

/** A refusal: the platform's code, the player's message, and the wallet's own code when it refused. */
export interface PlayRefused {
  ok: false;
  code: GamesRefusal;
  message: string;
  walletCode?: number;
  /** invalidParameter: which choice was wrong and why. */
  info?: string;
}

export type PlayAnswer = { ok: true; round: RoundView } | PlayRefused;

export function refused(code: GamesRefusal, language: MessageLanguage = 'en', info?: string): PlayRefused {
  return { ok: false, code, message: gamesRefusalMessages[code][language], ...(info ? { info } : {}) };
}

/** A debit that did not take the stake, as the player's answer. */
export function debitRefused(result: Exclude<DebitResult, { taken: true }>, language?: MessageLanguage): PlayRefused {
  if (result.refusal === 'walletUnavailable') return refused('walletUnavailable', language);
  return { ok: false, code: 'walletRefused', message: result.message, walletCode: result.walletCode };
}
