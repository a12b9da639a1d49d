import type { RouteMeta } from './route-meta';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    meta?: RouteMeta;
    /** The coming-soon feature key of a route whose feature lands later. */
    feature?: string;
  }
}

export {};
