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
