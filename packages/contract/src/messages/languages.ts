/** Languages with a message pack (spec §2: th has a pack but no menu entry). */
export const messageLanguages = ['en', 'zh-cn', 'vi', 'th'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** Normalises a Language / Accept-Language value ('zh-CN,zh;q=0.9' → 'zh-cn'); unknown → undefined. */
export function messageLanguageOf(value: string | null | undefined): MessageLanguage | undefined {
  const first = (value ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh-cn';
  if (first.startsWith('vi')) return 'vi';
  if (first.startsWith('th')) return 'th';
  if (first.startsWith('en')) return 'en';
  return undefined;
}
