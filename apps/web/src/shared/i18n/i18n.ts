import { chooseLanguage, documentTitleKey, type PackLanguage } from '@matchday/core';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { SITE_PROFILE } from '@/shared/site/site-profile';
import { readStored, writeStored } from '@/shared/storage/storage';
import { loadServerMessages } from './server-messages';

export const NAMESPACES = ['common', 'auth', 'home', 'coming-soon', 'money'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The site variant's region language (spec §1, §4). */
export const REGION_LANGUAGE: PackLanguage = SITE_PROFILE.language;

/** ?lang=, stored, a zh/vi/th browser, region, an English browser, en (core chooseLanguage). A language from ?lang= is kept for later visits. */
export function initialLanguage(): PackLanguage {
  const query = new URLSearchParams(window.location.search).get('lang');
  const lang = chooseLanguage({
    query,
    stored: readStored('language'),
    region: REGION_LANGUAGE,
    browser: navigator.languages,
  });
  if (query?.toLowerCase() === lang) writeStored('language', lang);
  return lang;
}

function applyDocument(lang: PackLanguage): void {
  document.documentElement.lang = lang === 'zh-cn' ? 'zh-CN' : lang;
  document.title = i18next.t(`app.title.${documentTitleKey(lang)}`, { ns: 'common' });
}

/** Loads only the active language's packs (the UI's and the server messages), lazily, before the app mounts. */
export async function initI18n(lang: PackLanguage): Promise<typeof i18next> {
  await Promise.all([
    i18next
      .use(initReactI18next)
      .use(resourcesToBackend((lng: string, ns: string) => import(`../../locales/${lng}/${ns}.json`)))
      .init({
        lng: lang,
        fallbackLng: false,
        ns: [...NAMESPACES],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        // Pack folders are lower-case (zh-cn), and only the exact language loads, never 'zh' as well.
        lowerCaseLng: true,
        load: 'currentOnly',
      }),
    loadServerMessages(lang),
  ]);
  applyDocument(lang);
  return i18next;
}

/** Switches language: loads its packs (UI and server messages), stores the choice, updates the document title. */
export async function changeLanguage(lang: PackLanguage): Promise<void> {
  await Promise.all([i18next.changeLanguage(lang), loadServerMessages(lang)]);
  writeStored('language', lang);
  applyDocument(lang);
}
