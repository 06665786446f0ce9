// One root per area, so a cross-area invalidation needs no cross-feature import (STYLE.md §7).
export const queryKeys = {
  config: {
    root: ['config'] as const,
    host: (hostname: string) => ['config', hostname] as const,
  },
  session: {
    root: ['session'] as const,
    user: () => ['session', 'user'] as const,
  },
  home: {
    root: ['home'] as const,
    viewer: () => ['home', 'viewer'] as const,
  },
};
