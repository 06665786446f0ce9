import { describe, expect, it } from 'vitest';
import { AddressRefusedError, classifyAddress, resolvePublicAddress, type LookupAll } from './public-address';

describe('classifyAddress', () => {
  const table: [string, 'public' | 'loopback' | 'blocked'][] = [
    ['8.8.8.8', 'public'],
    ['142.250.185.74', 'public'],
    ['100.128.0.1', 'public'], // just past CGNAT
    ['172.32.0.1', 'public'], // just past 172.16/12
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'blocked'],
    ['10.1.2.3', 'blocked'],
    ['100.64.0.1', 'blocked'],
    ['100.100.100.200', 'blocked'], // Alibaba metadata
    ['169.254.169.254', 'blocked'], // AWS/GCP/Azure metadata
    ['172.16.0.1', 'blocked'],
    ['172.31.255.255', 'blocked'],
    ['192.0.0.192', 'blocked'], // Oracle metadata
    ['192.168.1.1', 'blocked'],
    ['198.18.0.1', 'blocked'],
    ['203.0.113.9', 'blocked'],
    ['224.0.0.251', 'blocked'],
    ['239.255.255.250', 'blocked'],
    ['255.255.255.255', 'blocked'],
    ['168.63.129.16', 'blocked'], // Azure wire server
    ['2606:4700:4700::1111', 'public'],
    ['2001:4860:4860::8888', 'public'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'blocked'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'blocked'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::a9fe:a9fe', 'blocked'], // NAT64 of 169.254.169.254
    ['2002:a9fe:a9fe::1', 'blocked'], // 6to4 of 169.254.169.254
    ['fc00::1', 'blocked'],
    ['fd00:ec2::254', 'blocked'], // AWS metadata over IPv6
    ['fe80::1', 'blocked'],
    ['fe80::1%eth0', 'blocked'],
    ['ff02::1', 'blocked'],
    ['2001:db8::1', 'blocked'],
    ['2001::1', 'blocked'], // Teredo
    ['1::', 'blocked'],
    ['not an address', 'blocked'],
  ];
  it.each(table)('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('resolvePublicAddress', () => {
  const dns: Record<string, string[]> = {
    'push.example.net': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'localtest.me': ['127.0.0.1'],
    'mixed.example.net': ['93.184.215.14', '10.0.0.5'],
    'metadata.google.internal': ['169.254.169.254'],
  };
  const lookup: LookupAll = (hostname) => {
    const answers = dns[hostname];
    if (!answers) return Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' }));
    return Promise.resolve(answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };

  it('answers the first address of a name whose addresses are all public', async () => {
    expect(await resolvePublicAddress('push.example.net', { lookup })).toEqual({
      address: '93.184.215.14',
      family: 4,
    });
  });

  it('refuses a name with any private, loopback or metadata address, and a name that does not resolve', async () => {
    for (const name of ['localtest.me', 'mixed.example.net', 'metadata.google.internal']) {
      await expect(resolvePublicAddress(name, { lookup })).rejects.toMatchObject({ reason: 'blocked' });
    }
    await expect(resolvePublicAddress('nowhere.example.net', { lookup })).rejects.toBeInstanceOf(AddressRefusedError);
    await expect(resolvePublicAddress('nowhere.example.net', { lookup })).rejects.toMatchObject({
      reason: 'unresolved',
    });
  });

  it('lets loopback (and only loopback) through when asked, and judges IP literals without a lookup', async () => {
    expect(await resolvePublicAddress('localtest.me', { lookup, allowLoopback: true })).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    await expect(
      resolvePublicAddress('metadata.google.internal', { lookup, allowLoopback: true }),
    ).rejects.toMatchObject({ reason: 'blocked' });
    expect(await resolvePublicAddress('[::1]', { allowLoopback: true })).toEqual({ address: '::1', family: 6 });
    await expect(resolvePublicAddress('10.0.0.1')).rejects.toMatchObject({ reason: 'blocked' });
  });
});
