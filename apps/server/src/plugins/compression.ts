import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReadyBytes, ReadyBytesCache } from '../lib/ready-bytes-cache';

// Issue 13 §1: API JSON and server-rendered pages go over the wire compressed (brotli, else gzip,
// per Accept-Encoding, with Vary: Accept-Encoding). Built assets are compressed once at build time
// and served as .br/.gz files (plugins/web-app.ts); a response that already has a
// Content-Encoding is left alone. Small answers are sent as they are: below ~1 KB compression
// saves less than it costs. Brotli at quality 5 is about as fast as gzip 6 and ~15% smaller.
// Request bodies are not decompressed: no client of ours (payment provider callbacks included)
// sends compressed bodies, and accepting them would only add a way to inflate a small request.
export const COMPRESS_THRESHOLD_BYTES = 1024;
const BROTLI_QUALITY = 5;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    syncThreshold: WHOLE_ABOVE_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  // An instance hook: it runs before the route hooks @fastify/compress adds.
  app.addHook('onSend', compressWhole);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/**
 * Text answers above this are compressed whole, off the event loop (decision 0184); up to it,
 * @fastify/compress compresses them synchronously (a fraction of a millisecond, no loop turn).
 */
export const WHOLE_ABOVE_BYTES = 8 * 1024;

/**
 * How hard to compress. `quick` is a kept answer's first compression (decision 0189): brotli 2 /
 * gzip 1, ~5.7 / 3.3 ms against brotli 5's ~12.8 and gzip 6's ~10.6 on a shop's 1.45 MB list, and
 * 25% / 20% larger; the `best` form is made in the background once the answer is asked again.
 */
const QUALITY = { best: { br: BROTLI_QUALITY, gzip: 6 }, quick: { br: 2, gzip: 1 } };

const packedAs = (encoding: string, raw: Buffer, effort: keyof typeof QUALITY = 'best') =>
  encoding === 'br'
    ? brotliAsync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort].br,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      })
    : gzipAsync(raw, { level: QUALITY[effort].gzip });

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (
    String(vary ?? '')
      .toLowerCase()
      .includes('accept-encoding')
  )
    return;
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * Sends a text body compressed per Accept-Encoding. For handlers that @fastify/compress does not
 * reach: it hooks routes as they are added, and the not-found handler (which renders every page
 * of the web app, plugins/web-app.ts) is not a route.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
): Promise<FastifyReply> {
  varyOnEncoding(reply);
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  const raw = Buffer.from(body, 'utf8');
  if (!encoding || raw.length < COMPRESS_THRESHOLD_BYTES) return reply.send(raw);
  return reply.header('content-encoding', encoding).send(await packedAs(encoding, raw));
}

/**
 * Sends a kept JSON answer (lib/ready-bytes-cache.ts): compressed per Accept-Encoding as
 * compressWhole would, the compressed form kept with the answer's bytes: made quickly for the
 * call that made the answer, then again smaller in the background for the calls after it.
 */
export async function sendReadyBytes<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadyBytesCache,
  bytes: ReadyBytes,
): Promise<T> {
  reply.type('application/json; charset=utf-8');
  const out = await readyBytesFor(request, reply, cache, bytes);
  // A Buffer skips the route's serializer: the answer is already its JSON.
  return out as unknown as T;
}

async function readyBytesFor(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ReadyBytesCache,
  bytes: ReadyBytes,
): Promise<Buffer> {
  const encoding = bytes.raw.length > WHOLE_ABOVE_BYTES ? wholeEncodingOf(request, reply) : null;
  if (!encoding) return bytes.raw;
  reply.header('content-encoding', encoding);
  return cache.packed(
    bytes,
    encoding,
    (raw) => packedAs(encoding, raw, 'quick'),
    (raw) => packedAs(encoding, raw),
  );
}

/**
 * The encoding a text answer over WHOLE_ABOVE_BYTES goes out in, per Accept-Encoding (Vary set),
 * or null to send it as it is (the client takes none, or asked for none with x-no-compression).
 */
function wholeEncodingOf(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  varyOnEncoding(reply);
  return encodings.negotiate(String(request.headers['accept-encoding'] ?? '')) || null;
}

const isText = (type: unknown) => /^(application\/json|text\/)/i.test(String(type ?? ''));

/**
 * A JSON or text answer above WHOLE_ABOVE_BYTES (a tyre page with many shops, a shop's 5,000
 * offers, a long export), compressed in one call on the thread pool: one turn of the event loop.
 * @fastify/compress would send it as a stream of 16 KB chunks, each a round trip through a busy
 * event loop (~200 ms more for get-stock-all's 1.45 MB under load, against ~20 ms for the whole).
 * An answer that already has a Content-Encoding is left alone.
 */
async function compressWhole(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // A string's UTF-8 form is at most three bytes a character.
  if (payload.length * (Buffer.isBuffer(payload) ? 1 : 3) <= WHOLE_ABOVE_BYTES) return payload;
  if (reply.getHeader('content-encoding') || reply.statusCode === 206) return payload;
  if (!isText(reply.getHeader('content-type'))) return payload;
  const raw = Buffer.isBuffer(payload) ? payload : Buffer.from(payload, 'utf8');
  if (raw.length <= WHOLE_ABOVE_BYTES) return payload;
  const encoding = wholeEncodingOf(request, reply);
  if (!encoding) return raw;
  reply.header('content-encoding', encoding);
  return packedAs(encoding, raw);
}
