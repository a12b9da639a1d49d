import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

const base = '/api/member/invite';
const tierConfig = z.array(
  z.object({ level: z.number().int(), threshold: z.number().int(), reward: z.number().int() }),
);

export const memberInviteDrawAward = defineEndpoint({
  id: 'member.invite.drawAward',
  method: 'POST',
  path: `${base}/drawAward`,
  access: 'member',
  summary: 'Collect the invitation rewards earned so far (a ledger transfer).',
  body: emptyBody.extend({ awardType: z.number().int().min(1).max(9).optional() }),
  response: z.object({ amount: z.number().int(), currency: z.string() }),
});

export const memberInviteGenerateReferralCode = defineEndpoint({
  id: 'member.invite.generateReferralCode',
  method: 'GET',
  path: `${base}/generateReferralCode`,
  access: 'member',
  summary: "The member's referral code and invitation link.",
  response: z.object({ referralCode: z.string(), inviteUrl: z.string() }),
});

export const memberInviteQueryHorseRing = defineEndpoint({
  id: 'member.invite.queryHorseRing',
  method: 'GET',
  path: `${base}/queryHorseRing`,
  access: 'visitor',
  summary: 'Recent invitation rewards for the scrolling marquee (names masked).',
  response: z.array(z.object({ userName: z.string(), amount: z.number().int(), currency: z.string() })),
});

export const memberInviteQueryInviteBetConfig = defineEndpoint({
  id: 'member.invite.queryInviteBetConfig',
  method: 'GET',
  path: `${base}/queryInviteBetConfig`,
  access: 'visitor',
  summary: "Reward tiers by invitees' bet volume.",
  response: tierConfig,
});

export const memberInviteQueryInviteDepConfig = defineEndpoint({
  id: 'member.invite.queryInviteDepConfig',
  method: 'GET',
  path: `${base}/queryInviteDepConfig`,
  access: 'visitor',
  summary: "Reward tiers by invitees' deposits.",
  response: tierConfig,
});

export const memberInviteQueryInviteVipConfig = defineEndpoint({
  id: 'member.invite.queryInviteVipConfig',
  method: 'GET',
  path: `${base}/queryInviteVipConfig`,
  access: 'visitor',
  summary: "Reward tiers by invitees' VIP level.",
  response: tierConfig,
});

export const memberInviteQueryInviteInfo = defineEndpoint({
  id: 'member.invite.queryInviteInfo',
  method: 'GET',
  path: `${base}/queryInviteInfo`,
  access: 'member',
  summary: "The member's invitees and pending rewards.",
  response: z.object({ invitees: z.number().int(), validInvitees: z.number().int(), pendingAward: z.number().int() }),
});

export const memberInviteQueryInviteInfoTotalAward = defineEndpoint({
  id: 'member.invite.queryInviteInfoTotalAward',
  method: 'GET',
  path: `${base}/queryInviteInfoTotalAward`,
  access: 'member',
  summary: 'Total invitation rewards received.',
  response: z.object({ totalAward: z.number().int(), currency: z.string() }),
});

const awardList = z.array(z.object({ userName: z.string(), amount: z.number().int(), createdAt: z.number().int() }));

export const memberInviteQueryInviteBetAwardList = defineEndpoint({
  id: 'member.invite.queryInviteBetAwardList',
  method: 'GET',
  path: `${base}/queryInviteBetAwardList`,
  access: 'member',
  summary: 'Rewards earned from invitees’ bets.',
  response: awardList,
});

export const memberInviteQueryInviteDepAward = defineEndpoint({
  id: 'member.invite.queryInviteDepAward',
  method: 'GET',
  path: `${base}/queryInviteDepAward`,
  access: 'member',
  summary: 'Rewards earned from invitees’ deposits.',
  response: awardList,
});
