import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { UPLOAD_NAME_PATTERN, type UploadStore } from '../../lib/uploads';

// GET /api/uploads/{name}: re-encoded uploaded pictures (decision 0076). A name is never reused,
// so the answer is cached for a year; the type is fixed by the stored extension and nosniff
// keeps a browser from guessing another.

const TYPES = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

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
      const file = uploads.pathOf(request.params.name);
      const bytes = file ? await readFile(file).catch(() => null) : null;
      if (!bytes) throw new AppError('NOT_FOUND');
      const ext = request.params.name.split('.').pop() as keyof typeof TYPES;
      return reply
        .type(TYPES[ext])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(bytes);
    },
  );
}
