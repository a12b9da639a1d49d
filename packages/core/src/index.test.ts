import { describe, expect, it } from 'vitest';
import * as core from './index.js';

describe('@matchday/core entry', () => {
  it('re-exports the public API other packages use', () => {
    const names = [
      'formatOdds',
      'formatHandicap',
      'minorToDisplay',
      'formatAmount',
      'formatAmountWithCommas',
      'dateOffset',
      'dateRange',
      'formatShortDateTime',
      'parseServerTime',
      'formatServerTime',
      'formatServerDate',
      'maskNumber',
      'maskName',
      'maskText',
      'maskLastFour',
      'stripHtml',
      'stripBidiControls',
      'imitatedRole',
      'sha256Hex',
      'platformPrefixFromUserAgent',
      'createDeviceId',
      'isValidDeviceId',
      'resolveDeviceId',
      'clientTypeFromUserAgent',
      'currencyIdOf',
      'chooseLanguage',
      'documentTitleKey',
      'sportName',
      'parseMaintenanceWindow',
      'isSiteMaintenance',
      'isInMaintenanceWindow',
      'shouldShowPopupAd',
      'markPopupAdShown',
      'resetPopupAds',
      'sortLiveList',
      'filterLiveAnchorMatches',
      'matchPeriodLabel',
      'badgeText',
      'sanitizeNumberInput',
      'sanitizeFloatInput',
      'classifyTouch',
      'singleReturn',
      'seriesReturn',
      'seriesSubBets',
      'reserveMaxStake',
      'majorToMinor',
      'minorToMajor',
      'floatsFor',
      'bytesFor',
      'serverSeedHash',
      'verifyRound',
      'payoutFor',
    ];
    for (const name of names) expect(typeof (core as Record<string, unknown>)[name], name).toBe('function');
    expect(core.FALLBACK_DEVICE_ID).toBe('PC-UNK-0-000000-00000000');
    expect(core.CURRENCY_IDS.VND).toBe(1000);
    expect(core.MENU_LANGUAGES).toHaveLength(4);
    expect(core.SPORTS.length).toBe(18);
  });
});
