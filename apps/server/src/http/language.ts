import { messageLanguageOf, type MessageLanguage } from '@matchday/contract';
import { siteProfile, type Site } from '@matchday/core';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the Language header, then Accept-Language, then the site's default. */
export function requestLanguage(req: FastifyRequest, site: Site): MessageLanguage {
  const header = (name: string) => {
    const v = req.headers[name];
    return Array.isArray(v) ? v[0] : v;
  };
  return (
    messageLanguageOf(header('language')) ?? messageLanguageOf(header('accept-language')) ?? siteProfile(site).language
  );
}
