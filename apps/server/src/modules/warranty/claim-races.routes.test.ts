import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, testDatabases } from '../../../test/test-databases';
import {
  createWarrantyShop,
  fittedOrder,
  photoData,
  type WarrantyShop,
} from '../../../test/warranty-fixtures';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';
import { sellerUsers } from '../../db/schema/sellers';
import { uploadedFiles } from '../../db/schema/uploads';
import { warrantyClaimSteps, warrantyClaims } from '../../db/schema/warranty';

// Issue 36 (decision 0161): calls that race on one tyre or one claim. Two claims filed at once
// for the same tyre make one claim (the partial unique index has the last word), the other is
// told in Thai that a claim is already being handled (409) and leaves no photo behind; two staff
// deciding the same claim at once make one decision (the row lock and `WHERE state = $current`),
// the other is told to reload (409); either way one step and one set of messages.

const NOW = new Date('2026-11-20T03:00:00Z');
const ALREADY_OPEN = 'ยางเส้นนี้มีเคลมที่ร้านกำลังดำเนินการอยู่แล้ว กรุณาติดตามเคลมเดิม';
const ALREADY_DECIDED = 'เคลมนี้ดำเนินการไปแล้ว กรุณาโหลดหน้าใหม่';

describe.each(testDatabases())('claims that race on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: WarrantyShop;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: testConfig(), database, clock: () => NOW });
    await app.ready();
    shop = await createWarrantyShop(database.db);
    // The claim person hears of a new claim on LINE: one 'claim_filed' message per claim.
    await database.db
      .update(sellerUsers)
      .set({ lineId: `U${shop.claimStaff.id}race` })
      .where(eq(sellerUsers.id, shop.claimStaff.id));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (auth: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: auth }, payload });
  const registrationOf = async () => {
    const { customer } = await fittedOrder(app, database.db, shop);
    const res = await app.inject({
      method: 'GET',
      url: '/api/user/my-warranty',
      headers: { authorization: customer.auth },
    });
    return { customer, registrationId: res.json().registrations[0].id as number };
  };
  const claimFor = async (auth: string, registrationId: number, colour: string) =>
    call(auth, '/user/warranty-claim', {
      registrationId,
      story: 'ยางบวมที่แก้มด้านนอกหลังขับทางด่วน',
      odometerKm: 12_345,
      photos: [await photoData(colour)],
    });
  const stepsOf = async (claimId: number) =>
    (
      await database.db
        .select({ event: warrantyClaimSteps.event })
        .from(warrantyClaimSteps)
        .where(eq(warrantyClaimSteps.claimId, claimId))
    ).map((s) => s.event);
  const messageKindsOf = async (claimId: number) =>
    (
      await database.db
        .select({ kind: messageOutbox.kind })
        .from(messageOutbox)
        .where(like(messageOutbox.eventKey, `claim:${claimId}:%`))
    )
      .map((m) => m.kind)
      .sort();
  const fileCount = async () =>
    (await database.db.select({ n: uploadedFiles.name }).from(uploadedFiles)).length;

  it('two claims filed at once for one tyre: one is made, the other is refused in Thai (409)', async () => {
    const { customer, registrationId } = await registrationOf();
    const filesBefore = await fileCount();
    const answers = await Promise.all([
      claimFor(customer.auth, registrationId, '#aa3333'),
      claimFor(customer.auth, registrationId, '#3333aa'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe(ALREADY_OPEN);
    const claims = await database.db
      .select({ id: warrantyClaims.id })
      .from(warrantyClaims)
      .where(eq(warrantyClaims.registrationId, registrationId));
    expect(claims).toHaveLength(1);
    expect(await stepsOf(claims[0].id)).toEqual(['FILE']);
    expect(await messageKindsOf(claims[0].id)).toEqual(['claim_filed']);
    // The refused claim's photo is not kept.
    expect(await fileCount()).toBe(filesBefore + 1);
  });

  // Pairs that conflict in either order. (reject, ask-info) is not one: asking first leaves the
  // claim awaiting information, which the table still lets the shop reject, so both go through
  // when ask-info's lock comes first (a PostgreSQL run met that order).
  it.each([
    ['accept', 'reject'],
    ['accept', 'accept'],
    ['ask-info', 'ask-info'],
    ['reject', 'accept'],
  ] as const)(
    'two staff deciding one claim at once (%s, %s): one wins, the other is told to reload (409)',
    async (first, second) => {
      const { customer, registrationId } = await registrationOf();
      const filed = await claimFor(customer.auth, registrationId, '#33aa33');
      expect(filed.statusCode, filed.body).toBe(200);
      const claimId = filed.json().claim.id as number;
      const bodies = {
        accept: { remedy: 'replacement' },
        reject: { reason: 'ยางเสียหายจากการใช้งานผิดวิธี' },
        'ask-info': { text: 'ขอรูปแก้มยางเพิ่มเติม' },
      };
      const answers = await Promise.all([
        call(shop.claimStaff.auth, `/seller/warranty-claim/${claimId}/${first}`, bodies[first]),
        call(shop.ownerAuth, `/seller/warranty-claim/${claimId}/${second}`, bodies[second]),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const won = answers.findIndex((a) => a.statusCode === 200);
      expect(answers[1 - won].json().message).toBe(ALREADY_DECIDED);
      const winner = [first, second][won];
      const event = { accept: 'ACCEPT', reject: 'REJECT', 'ask-info': 'ASK_INFO' }[winner];
      const kind = {
        accept: 'claim_accepted',
        reject: 'claim_rejected',
        'ask-info': 'claim_info_requested',
      }[winner];
      expect(await stepsOf(claimId)).toEqual(['FILE', event]);
      expect(await messageKindsOf(claimId)).toEqual(['claim_filed', kind].sort());
      const [row] = await database.db
        .select({ state: warrantyClaims.state })
        .from(warrantyClaims)
        .where(eq(warrantyClaims.id, claimId));
      expect(row.state).toBe(answers[won].json().claim.state);
    },
  );
});
