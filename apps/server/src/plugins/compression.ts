import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

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
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
  const raw = Buffer.from(body, 'utf8');
  if (!encoding || raw.length < COMPRESS_THRESHOLD_BYTES) return reply.send(raw);
  const packed =
    encoding === 'br'
      ? await brotliAsync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : await gzipAsync(raw);
  return reply.header('content-encoding', encoding).send(packed);
}
