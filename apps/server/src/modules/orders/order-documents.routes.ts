import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

export function registerOrderDocumentRoutes(_api: FastifyInstance, _deps: { db: Db }): void {}
