import type { FastifyReply } from 'fastify';

// Hot public calls answered from memory build their JSON from pieces made once per copy
// (decisions 0059, 0060). Their routes keep the zod schema (it documents the call) but serialize
// with this: a ready string is sent as it is, an object (built by a mapper with exactly the
// schema's fields) is stringified without a second validating pass.

export const readyJsonSerializer = () => (data: unknown) =>
  typeof data === 'string' ? data : JSON.stringify(data);

/** The handler's answer; ready JSON (a string, or UTF-8 bytes sent as they are) is labelled as JSON. */
export function sendReadyJson<T>(reply: FastifyReply, answer: T | string | Buffer): T {
  if (typeof answer === 'string' || Buffer.isBuffer(answer)) {
    reply.type('application/json; charset=utf-8');
  }
  return answer as T;
}

/**
 * Ready JSON made of parts, as UTF-8 bytes in one buffer. Joined into one string first, a short
 * part in Thai (a brand's Thai name) would make the whole answer a two-byte string, measured again
 * for its length and encoded on the write: ~2.5 times the CPU of writing each part as it is.
 */
export function utf8Of(...parts: string[]): Buffer {
  let size = 0;
  for (const part of parts) size += Buffer.byteLength(part);
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += out.write(part, at);
  return out;
}

/** Answers at least this long (characters) leave the serializer as UTF-8 bytes. */
export const BYTES_ABOVE_CHARS = 16_384;

type Serializer = (data: unknown) => string;

/**
 * Wraps a serializer compiler so a long answer leaves it as UTF-8 bytes (decision 0184). One
 * Thai word (a status label) makes JSON.stringify's whole string two-byte; Fastify then measures
 * its UTF-8 length for Content-Length and the socket encodes it again on the write, two passes
 * that cost ~18 and ~15 ms on get-stock-all's 1.3 MB (5,000 offers), against ~2 ms to encode it
 * once here. Short answers stay strings: their passes cost nothing worth a buffer.
 */
export function bytesWhenLong<S>(compile: (schema: S) => Serializer): (schema: S) => Serializer {
  return (schema) => {
    const serialize = compile(schema);
    return (data) => {
      const json = serialize(data);
      return (json.length >= BYTES_ABOVE_CHARS ? Buffer.from(json, 'utf8') : json) as string;
    };
  };
}
