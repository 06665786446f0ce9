// One root per area, so a cross-area invalidation needs no cross-feature import (STYLE.md §7).
export const queryKeys = {
  config: {
    root: ['config'] as const,
    host: (hostname: string) => ['config', hostname] as const,
  },
  server: {
    root: ['server'] as const,
    status: (hostname: string) => ['server', 'status', hostname] as const,
  },
  session: {
    root: ['session'] as const,
    user: () => ['session', 'user'] as const,
  },
  home: {
    root: ['home'] as const,
    viewer: () => ['home', 'viewer'] as const,
  },
  customers: {
    root: ['customers'] as const,
    list: (params: { search: string; page: number; limit: number }) => ['customers', 'list', params] as const,
  },
  banners: {
    root: ['banners'] as const,
    active: () => ['banners', 'active'] as const,
  },
  announcements: {
    root: ['announcements'] as const,
    active: (hostname: string) => ['announcements', 'active', hostname] as const,
  },
  profile: {
    root: ['profile'] as const,
    user: () => ['profile', 'user'] as const,
  },
};
