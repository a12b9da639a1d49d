/** Spec §2 route meta flags, plus two of ours: hideHeader (/404, /500, /403) and blacklistedWhenLoggedIn. */
export interface RouteMeta {
  isShowTabbar: boolean;
  showFooter: boolean;
  requiresAuth: boolean;
  requiresAnchor: boolean;
  requiresSuperAdmin: boolean;
  hideHeader: boolean;
  /** A logged-in user is sent to / (spec §2), e.g. a future stand-alone registration page. */
  blacklistedWhenLoggedIn: boolean;
}

export const meta = (flags: Partial<RouteMeta> = {}): RouteMeta => ({
  isShowTabbar: false,
  showFooter: false,
  requiresAuth: false,
  requiresAnchor: false,
  requiresSuperAdmin: false,
  hideHeader: false,
  blacklistedWhenLoggedIn: false,
  ...flags,
});
