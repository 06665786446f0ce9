// http_ece (RFC 8188 content encoding) ships no types; the tests use it to decrypt what web-push encrypted, as a
// browser would (TOOLCHAIN.md §T8).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version?: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    privateKey?: ECDH;
    dh?: string | Buffer;
    authSecret?: string | Buffer;
    keyid?: string;
    keymap?: Record<string, ECDH>;
    salt?: string | Buffer;
    rs?: number;
    key?: Buffer;
  }
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
}
