import 'i18next';
import type auth from '../../locales/en/auth.json';
import type betSlip from '../../locales/en/bet-slip.json';
import type comingSoon from '../../locales/en/coming-soon.json';
import type common from '../../locales/en/common.json';
import type home from '../../locales/en/home.json';
import type money from '../../locales/en/money.json';
import type live from '../../locales/en/live.json';
import type myBets from '../../locales/en/my-bets.json';
import type admin from '../../locales/en/admin.json';
import type sports from '../../locales/en/sports.json';
import type wallet from '../../locales/en/wallet.json';

/** Keys are typed from the English packs: a misspelled key fails to compile. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      home: typeof home;
      'coming-soon': typeof comingSoon;
      money: typeof money;
      wallet: typeof wallet;
      admin: typeof admin;
      sports: typeof sports;
      live: typeof live;
      'bet-slip': typeof betSlip;
      'my-bets': typeof myBets;
    };
    returnNull: false;
  }
}
