import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { UPLOAD_NAME_PATTERN, type UploadStore } from '../../lib/uploads';

// GET (and HEAD) /api/uploads/{name}: re-encoded uploaded pictures (decisions 0076, 0149), read
// from the database, so every server of several answers. A name is never reused, so the answer
// is cached for a year; the ETag (the bytes' sha256) lets a cache ask again cheaply. The type is
// the one stored with the bytes and nosniff keeps a browser from guessing another.

const GONE = 'ไม่พบรูปภาพนี้ อาจถูกลบไปแล้ว';

export function registerUploadRoutes(
  api: FastifyInstance,
  { uploads }: { uploads: UploadStore },
): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/uploads/:name',
    {
      schema: {
        hide: true,
        params: z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN) }),
      },
    },
    async (request, reply) => {
      const file = await uploads.read(request.params.name);
      if (!file) throw new AppError('NOT_FOUND', GONE);
      const etag = `"${file.sha256}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'");
      const asked = request.headers['if-none-match'];
      if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send();
      }
      return reply.type(file.contentType).send(file.bytes);
    },
  );
}
