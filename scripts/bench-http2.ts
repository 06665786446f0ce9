// An HTTP/2 front for the benches, as production serves the portal (docs/operations.md: a TLS load balancer or CDN
// before the Node process): TLS with a certificate made for this run (Chromium runs with
// --ignore-certificate-errors), every request passed on to the server over HTTP/1.1 with its Host kept.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids (RFC 9113 §8.2.2), dropped both ways; pseudo-headers are not passed on either. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-tls-'));
  try {
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on a free port before `target` (an http:// base URL); answers its https:// base URL. */
export async function startHttp2Front(target: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const front = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  front.on('request', (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = req.authority || req.headers.host || upstream.host;
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
      (answer) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;
  return {
    baseURL: `https://localhost:${String(port)}`,
    stop: () =>
      new Promise<void>((resolve) => {
        front.close(() => resolve());
        // Open HTTP/2 sessions keep the server from closing until they end.
        setTimeout(resolve, 1000).unref();
      }),
  };
}
