/**
 * The service worker's runtime-cache rules by path (sw/sw.ts), here so a test can hold them against the API's
 * real routes (docs/api.md): a pattern that matches nothing caches nothing, silently.
 */

/** Host config, server status and the host's announcements: network first, the last answer offline. */
export const NETWORK_FIRST_PATHS = /^\/api\/(server\/(config|status)|active-announcements)(\/|$)/;

/** Banner and product images: cache first (their names change with their content). */
export const IMAGE_PATHS = /^\/api\/(bnrs\/image|images)\//;

/** Visit photos are private to the users who may see the visit: never in a cache another user could read. */
export const PRIVATE_IMAGE_PATHS = /^\/api\/visit-forms\//;
