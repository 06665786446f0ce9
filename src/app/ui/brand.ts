// What the portal shows before (or without) a host config; the same defaults as the shared hostConfigSchema.
export const DEFAULT_TITLE = 'b2b';
export const DEFAULT_LOGO = '/images/logo.svg';
