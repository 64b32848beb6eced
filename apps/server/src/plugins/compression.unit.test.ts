import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BYTES_ABOVE_CHARS, bytesWhenLong } from '../lib/ready-json';
import { registerCompression, WHOLE_ABOVE_BYTES } from './compression';

// Decision 0184: a long JSON answer leaves the serializer as UTF-8 bytes and, when it is big, is
// compressed whole on the thread pool (not streamed in 16 KB chunks through the event loop), with
// its exact Content-Length; what the client decodes is the same answer in every encoding.

const Row = z.object({ id: z.number(), statusText: z.string(), model: z.string() });
const Answer = z.object({ rows: z.array(Row) });
const rows = (n: number) =>
  Array.from({ length: n }, (_, id) => ({ id, statusText: 'เปิดขาย', model: `Ecopia EP300 ${id}` }));

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe('big answers, compressed whole', () => {
  let app: FastifyInstance;
  const big = { rows: rows(3_000) };
  const bigJson = JSON.stringify(big);

  beforeAll(async () => {
    app = Fastify();
    app.setSerializerCompiler(bytesWhenLong(serializerCompiler));
    await registerCompression(app);
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/big', { schema: { response: { 200: Answer } } }, () => big);
    r.get('/medium', { schema: { response: { 200: Answer } } }, () => ({ rows: rows(200) }));
    r.get('/small', { schema: { response: { 200: Answer } } }, () => ({ rows: rows(1) }));
    r.get('/stream', () => Readable.from([bigJson]));
    await app.ready();
  });
  afterAll(() => app.close());

  it('a big Thai JSON answer is at least the whole-compression size', () => {
    expect(bigJson.length).toBeGreaterThan(BYTES_ABOVE_CHARS);
    expect(Buffer.byteLength(bigJson)).toBeGreaterThan(WHOLE_ABOVE_BYTES);
  });

  it.each(['br', 'gzip'])(
    'comes %s-compressed with its exact length and decodes to the same answer',
    async (encoding) => {
      const res = await app.inject({ url: '/big', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(bigJson) / 5);
      expect(JSON.parse(decoded(res))).toEqual(big);
    },
  );

  it('comes as plain UTF-8 bytes to a client that takes no compression', async () => {
    for (const headers of [
      { 'accept-encoding': 'identity' },
      { 'x-no-compression': '1', 'accept-encoding': 'br' },
    ]) {
      const res = await app.inject({ url: '/big', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(bigJson));
      expect(JSON.parse(res.rawPayload.toString('utf8'))).toEqual(big);
    }
  });

  it('a medium answer (a string, under the bytes line) is compressed whole too', async () => {
    const json = JSON.stringify({ rows: rows(200) });
    expect(json.length).toBeLessThan(BYTES_ABOVE_CHARS);
    expect(Buffer.byteLength(json)).toBeGreaterThan(WHOLE_ABOVE_BYTES);
    const res = await app.inject({ url: '/medium', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(decoded(res)).toBe(json);
  });

  it('a small answer stays a string, compressed as before or not at all', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ rows: rows(1) });
  });

  it('a streamed answer is still compressed by the plugin', async () => {
    const res = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(bigJson);
  });
});
