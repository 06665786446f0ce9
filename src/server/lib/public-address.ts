import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Where the server may send requests a user chose the target of (web-push endpoints): only to public unicast
 * addresses, never to this machine, the private network, link-local or cloud metadata services (SSRF).
 */

/** An IPv4 range as its first address (a 32-bit number) and prefix length. */
type Range4 = readonly [number, number];

const v4 = (text: string): number => text.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);

/** IPv4 ranges that are not public unicast (RFC 6890 special-purpose registry, plus cloud metadata). */
const BLOCKED_V4: readonly Range4[] = [
  [v4('0.0.0.0'), 8], // "this network", unspecified
  [v4('10.0.0.0'), 8], // private
  [v4('100.64.0.0'), 10], // carrier-grade NAT (also Alibaba's metadata 100.100.100.200)
  [v4('127.0.0.0'), 8], // loopback
  [v4('169.254.0.0'), 16], // link-local (AWS, GCP, Azure metadata 169.254.169.254)
  [v4('172.16.0.0'), 12], // private
  [v4('192.0.0.0'), 24], // IETF protocol assignments (Oracle's metadata 192.0.0.192)
  [v4('192.0.2.0'), 24], // documentation
  [v4('192.88.99.0'), 24], // 6to4 relay anycast
  [v4('192.168.0.0'), 16], // private
  [v4('198.18.0.0'), 15], // benchmarking
  [v4('198.51.100.0'), 24], // documentation
  [v4('203.0.113.0'), 24], // documentation
  [v4('224.0.0.0'), 4], // multicast
  [v4('240.0.0.0'), 4], // reserved, broadcast
  [v4('168.63.129.16'), 32], // Azure's host endpoint (wire server), reachable from every Azure VM
];

const LOOPBACK_V4: Range4 = [v4('127.0.0.0'), 8];

const inRange4 = (address: number, [first, prefix]: Range4) =>
  prefix === 0 || Math.floor(address / 2 ** (32 - prefix)) === Math.floor(first / 2 ** (32 - prefix));

/** The 16 bytes of an IPv6 address (pass one that isIP calls 6, without brackets or zone). */
function v6Bytes(text: string): number[] {
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const n = v4(dotted[1]);
    tail.push(Math.floor(n / 2 ** 24) % 256, Math.floor(n / 2 ** 16) % 256, Math.floor(n / 256) % 256, n % 256);
    head = text.slice(0, -dotted[1].length).replace(/:$/, '') || ':';
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const [left = '', right] = head.split('::');
  const leftGroups = groups(left);
  const rightGroups = right === undefined ? [] : groups(right);
  const missing = 8 - tail.length / 2 - leftGroups.length - rightGroups.length;
  const all = [...leftGroups, ...Array<number>(Math.max(missing, 0)).fill(0), ...rightGroups];
  return [...all.flatMap((g) => [Math.floor(g / 256), g % 256]), ...tail];
}

const prefixIs = (bytes: readonly number[], prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

export type AddressKind = 'public' | 'loopback' | 'blocked';

/**
 * What an IP address (v4, or v6 with or without brackets and zone) is: public unicast, loopback, or anything
 * else that must not be called (private, CGNAT, link-local, unique-local, multicast, unspecified, documentation,
 * metadata). IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4) are judged by that address; outside
 * 2000::/3 nothing is public.
 */
export function classifyAddress(address: string): AddressKind {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) {
    const n = v4(bare);
    if (inRange4(n, LOOPBACK_V4)) return 'loopback';
    return BLOCKED_V4.some((range) => inRange4(n, range)) ? 'blocked' : 'public';
  }
  if (family !== 6) return 'blocked';
  const b = v6Bytes(bare.toLowerCase());
  if (b.every((x, i) => (i === 15 ? x === 1 : x === 0))) return 'loopback'; // ::1
  const embedded = (from: number) => classifyAddress(b.slice(from, from + 4).join('.'));
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach that IPv4 address.
  if (prefixIs(b, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return embedded(12);
  if (prefixIs(b, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return embedded(12);
  if (prefixIs(b, [0x20, 0x02])) return embedded(2) === 'public' ? 'public' : 'blocked'; // 6to4
  // Only global unicast 2000::/3 is public; within it, Teredo, documentation and the like are not.
  if (((b[0] ?? 0) & 0xe0) !== 0x20) return 'blocked';
  if (prefixIs(b, [0x20, 0x01, 0x00, 0x00])) return 'blocked'; // Teredo 2001::/32
  if (prefixIs(b, [0x20, 0x01, 0x0d, 0xb8])) return 'blocked'; // documentation 2001:db8::/32
  if (prefixIs(b, [0x20, 0x01]) && (b[2] ?? 0) === 0 && ((b[3] ?? 0) & 0xfe) === 0) return 'blocked'; // 2001::/23 IETF
  if (prefixIs(b, [0x3f, 0xff]) && ((b[2] ?? 0) & 0xf0) === 0) return 'blocked'; // documentation 3fff::/20
  return 'public';
}

/** Resolves a host name to all its addresses (as dns.lookup with `all`); injectable for tests. */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** A checked address to connect to, in place of a new lookup (which a rebinding DNS could answer differently). */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a host was refused; `unresolved` when its name does not resolve (now). */
export class AddressRefusedError extends Error {
  constructor(
    readonly hostname: string,
    readonly reason: 'blocked' | 'unresolved',
  ) {
    super(
      reason === 'blocked'
        ? `${hostname} resolves to a private or reserved address`
        : `${hostname} could not be resolved`,
    );
    this.name = 'AddressRefusedError';
  }
}

/**
 * Resolves a URL's host and answers the address to connect to, when every address it resolves to is public (one
 * private answer among public ones refuses it: the connection could pick it). Loopback passes only with
 * `allowLoopback` (the tests' local push service; never in production). Throws {@link AddressRefusedError}.
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { lookup?: LookupAll; allowLoopback?: boolean } = {},
): Promise<PinnedAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (isIP(bare) !== 0) {
    answers = [{ address: bare, family: isIP(bare) }];
  } else {
    try {
      answers = await (options.lookup ?? systemLookup)(bare);
    } catch {
      throw new AddressRefusedError(hostname, 'unresolved');
    }
  }
  const first = answers[0];
  if (!first) throw new AddressRefusedError(hostname, 'unresolved');
  const allowed = (kind: AddressKind) => kind === 'public' || (kind === 'loopback' && options.allowLoopback === true);
  if (!answers.every((answer) => allowed(classifyAddress(answer.address)))) {
    throw new AddressRefusedError(hostname, 'blocked');
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
