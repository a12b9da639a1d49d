/** Query keys of the site's own settings (house rule 2). */
export const siteKeys = {
  root: ['site'] as const,
  main: (point: number) => [...siteKeys.root, 'siteMain', point] as const,
};
