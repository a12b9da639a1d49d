/** Query keys of what the sports pages and the results desk both read from the sports platform (house rule 2). */
export const platformKeys = {
  root: ['sportsPlatform'] as const,
  languagePack: () => [...platformKeys.root, 'languagePack'] as const,
};
