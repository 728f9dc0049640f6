import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../../helpers/test-app';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with node:http: the body as sent (no client decompresses it), the headers as they are. */
function request(server: Server, method: string, requestPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: requestPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head>' +
  `<body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const style = 'body { margin: 0; }\n';

/**
 * The built web app as the server sends it (web-static.ts): precompressed brotli and gzip by content negotiation,
 * hashed assets cached for a year, index.html and the client-side routes never cached, helmet's headers as on
 * every response, and no fallback to the app for a missing asset or the server's own paths.
 */
describe('web app files', () => {
  let app: TestApp;
  let server: Server;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(os.tmpdir(), 'exam-web-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    mkdirSync(path.join(distDir, '.vite'));
    const write = (name: string, content: string, variants: boolean) => {
      writeFileSync(path.join(distDir, name), content);
      if (variants) {
        writeFileSync(path.join(distDir, `${name}.br`), brotliCompressSync(content));
        writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content));
      }
    };
    write('index.html', indexHtml, true);
    write('assets/index-abc123.js', script, true);
    write('assets/small-def456.css', style, false);
    write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', false);
    write('.vite/manifest.json', '{}', false);
    app = await startTestApp({ WEB_DIST_DIR: distDir });
    server = app.application.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('should send a hashed asset as brotli to a client that accepts it, cached for a year', async () => {
    const response = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
  });

  it('should send gzip when brotli is not accepted, and the file itself when nothing is', async () => {
    const gzip = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const refused = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await request(server, 'GET', '/assets/index-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);

    const identity = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();

    const weighed = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'br;q=0.5, gzip' });
    expect(weighed.headers['content-encoding']).toBe('gzip');
    const anything = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': '*' });
    expect(anything.headers['content-encoding']).toBe('br');
  });

  it('should answer a repeated request for the same encoding with 304, and HEAD without a body', async () => {
    const first = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const etag = first.headers['etag'];
    expect(etag).toBeDefined();
    const again = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);
    const gzip = await request(server, 'GET', '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['etag']).not.toBe(etag);

    const head = await request(server, 'HEAD', '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('should send a file without compressed variants as it is, with its type', async () => {
    const css = await request(server, 'GET', '/assets/small-def456.css', { 'Accept-Encoding': 'br, gzip' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body.toString()).toBe(style);

    const icon = await request(server, 'GET', '/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/', '/index.html', '/login', '/system/user?tab=1', '/wel/index'])(
    'should send index.html for %s, compressed, never cached, with helmet headers',
    async (requestPath) => {
      const response = await request(server, 'GET', requestPath, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(brotliDecompressSync(response.body).toString()).toBe(indexHtml);
    },
  );

  it('should answer a missing asset with 404, not with the app', async () => {
    const response = await request(server, 'GET', '/assets/index-old999.js', { 'Accept-Encoding': 'br' });
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it.each(['/.vite/manifest.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/index-abc123.js.br/..'])(
    'should not send files outside the web root or hidden ones (%s)',
    async (requestPath) => {
      const response = await request(server, 'GET', requestPath);
      expect(response.body.toString()).not.toContain('"name"');
      expect(response.body.toString()).not.toBe('{}');
    },
  );

  it("should leave the server's own paths to the server", async () => {
    const health = await request(server, 'GET', '/health');
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    const api = await request(server, 'GET', '/api/no-such-route');
    expect(api.headers['content-type'] ?? '').not.toMatch(/html/);
    const post = await request(server, 'POST', '/login');
    expect(post.status).toBe(404);
  });
});
