import { matchGetList, sportsEnvelopeOf } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from '../platform/test-platform.test-support.js';
import type { TestPlatform } from '../platform/test-platform.test-support.js';

const listEnvelope = sportsEnvelopeOf(matchGetList.response);

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

const raw = async (body: Record<string, unknown>) =>
  (await p.app.inject({ method: 'POST', url: '/sports-api/v1/match/getList', payload: body })).body;

describe('getList answers shared within the second', () => {
  it('answers identical bodies with the same bytes in a second, and the live clock moves the next second', async () => {
    const body = { type: 1, languageType: 'VIE', size: 20 };
    const first = await raw(body);
    expect(await raw({ ...body })).toBe(first);
    const before = listEnvelope.parse(JSON.parse(first)).data.records.find((m) => m.mc?.r);
    expect(before).toBeDefined();
    p.clock.now += 1000;
    try {
      const after = listEnvelope.parse(JSON.parse(await raw(body))).data.records.find((m) => m.id === before!.id);
      expect(after!.mc!.s).not.toBe(before!.mc!.s);
    } finally {
      p.clock.now -= 1000;
    }
  });

  it('keeps answers apart by language, filter and page, and equal to a fresh platform', async () => {
    const en = listEnvelope.parse(JSON.parse(await raw({ type: 4, sportId: 1, size: 5 }))).data;
    const zh = listEnvelope.parse(JSON.parse(await raw({ type: 4, sportId: 1, size: 5, languageType: 'CMN' }))).data;
    expect(zh.records.map((r) => r.id)).toEqual(en.records.map((r) => r.id));
    expect(zh.records[0]?.nm).not.toBe(en.records[0]?.nm);
    const totals = listEnvelope.parse(JSON.parse(await raw({ type: 4, sportId: 1, size: 5, marketTypes: [2] }))).data;
    expect(totals.records.every((r) => r.mg.every((g) => g.mty === 2))).toBe(true);
    const second = listEnvelope.parse(JSON.parse(await raw({ type: 4, sportId: 1, size: 5, current: 2 }))).data;
    expect(second.records[0]?.id).not.toBe(en.records[0]?.id);
    p.clock.now += 5000;
    try {
      // Pre-match views are reused across seconds; a fresh platform at the same instant answers the same.
      const later = await raw({ type: 4, sportId: 1, size: 5 });
      const fresh = await testPlatform('/fresh');
      try {
        fresh.clock.now = p.clock.now;
        const again = (
          await fresh.app.inject({
            method: 'POST',
            url: '/fresh/v1/match/getList',
            payload: { type: 4, sportId: 1, size: 5 },
          })
        ).body;
        expect(later).toBe(again);
      } finally {
        await fresh.app.close();
      }
    } finally {
      p.clock.now -= 5000;
    }
  });
});
