// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { IMAGE_PATHS, NETWORK_FIRST_PATHS, PRIVATE_IMAGE_PATHS } from './cache-routes';

// The paths the app really asks for (src/app/lib/config.ts, server-status.ts, the announcements and banner
// queries, the product image route of docs/api.md).
describe('the service worker cache rules', () => {
  it('keep config, status and announcements network first', () => {
    for (const path of ['/api/server/config/localhost', '/api/server/status', '/api/active-announcements/localhost']) {
      expect(NETWORK_FIRST_PATHS.test(path), path).toBe(true);
    }
    for (const path of ['/api/graphql', '/api/user', '/api/health', '/api/server/configs', '/api/announcements']) {
      expect(NETWORK_FIRST_PATHS.test(path), path).toBe(false);
    }
  });

  it('cache banner and product images, never visit photos', () => {
    for (const path of ['/api/bnrs/image/spring.svg', '/api/images/products/ctl-2027/default-1a2b.svg']) {
      expect(IMAGE_PATHS.test(path), path).toBe(true);
    }
    expect(IMAGE_PATHS.test('/api/visit-forms/photos/12')).toBe(false);
    expect(PRIVATE_IMAGE_PATHS.test('/api/visit-forms/photos/12')).toBe(true);
  });
});
