import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { registerAuth } from './auth';

// ARCHITECTURE "The seller back office": permissions are data on the route; a seller route that
// declares none must stop the server from starting rather than be open to everyone.

describe('seller route guard', () => {
  it('a /api/seller route without config.acl stops the app from starting', async () => {
    const app = Fastify();
    registerAuth(app, {} as Db);
    expect(() => app.post('/api/seller/forgot-to-declare', async () => ({}))).toThrow(
      /config\.acl/,
    );
    await app.close();
  });

  it('declared routes are listed with what they need', async () => {
    const app = Fastify();
    registerAuth(app, {} as Db);
    app.post('/api/seller/x', { config: { acl: 'manageStaff' } }, async () => ({}));
    app.get('/api/seller/y', { config: { acl: 'signedIn' } }, async () => ({}));
    await app.ready();
    expect(app.sellerRoutes).toEqual([
      { method: 'POST', url: '/api/seller/x', acl: 'manageStaff' },
      { method: 'GET', url: '/api/seller/y', acl: 'signedIn' },
    ]);
    await app.close();
  });
});
