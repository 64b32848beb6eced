import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { contactMessages } from '../../db/schema/content';

// The contact form (POST /api/content/submit-contact): stores a valid message, rejects bad input
// with Thai field errors and stores nothing, and throttles one IP to 5 messages per 10 minutes.

describe.each(testDatabases())('contact form on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const unique = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.${Math.floor(Math.random() * 200)}.${ipCounter}.7`;
  };

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const submit = (payload: object, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/content/submit-contact', payload, remoteAddress: ip });
  const rowsFor = (email: string) =>
    database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores a valid message and answers with a Thai confirmation', async () => {
    const email = `${unique}@example.co.th`;
    const res = await submit({
      name: '  สมชาย ใจดี ',
      email,
      tel: '081-234-5678',
      subject: 'สอบถามการติดตั้งยาง',
      message: 'อยากทราบว่าร้านในเชียงใหม่รับติดตั้งวันอาทิตย์หรือไม่ครับ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/[ก-๙]/) });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'สมชาย ใจดี', tel: '081-234-5678' });
  });

  it('rejects empty or bad input with Thai field errors and stores nothing', async () => {
    const email = `bad-${unique}@example`;
    const empty = await submit({ name: '', email: '', subject: '', message: '' });
    expect(empty.statusCode).toBe(422);
    const body = empty.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fieldErrors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(body.fieldErrors.name[0]).toBe('กรุณากรอกชื่อ');

    const bad = await submit({
      name: 'ก'.repeat(101),
      email,
      tel: 'abc',
      subject: 'เรื่อง',
      message: 'สั้น',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'message', 'name', 'tel']);
    expect(await rowsFor(email)).toHaveLength(0);

    const notJson = await app.inject({
      method: 'POST',
      url: '/api/content/submit-contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextIp(),
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('allows 5 messages per IP in 10 minutes, then answers 429 in Thai', async () => {
    const ip = nextIp();
    const email = `rl-${unique}@example.com`;
    const payload = { name: 'ทดสอบ', email, subject: 'ทดสอบ', message: 'ข้อความทดสอบการจำกัด' };
    for (let i = 0; i < 5; i += 1) expect((await submit(payload, ip)).statusCode).toBe(200);
    const sixth = await submit(payload, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/[ก-๙]/),
    });
    expect(await rowsFor(email)).toHaveLength(5);
    expect((await submit(payload)).statusCode).toBe(200);
  });
});
