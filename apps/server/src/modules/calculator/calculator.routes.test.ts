import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';

// POST /api/product/calculate-size-change (issue 2/6 §6).

describe.each(testDatabases())('size calculator on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const calc = (original: object, target: object) =>
    app.inject({
      method: 'POST',
      url: '/api/product/calculate-size-change',
      payload: { original, target },
    });

  it('compares 265/65R17 with 265/60R18: the figures, no warning, the listing link', async () => {
    const res = await calc(
      { width: 265, ratio: 65, diameter: 17 },
      { width: 265, ratio: 60, diameter: 18 },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.original).toEqual({
      size: '265/65R17',
      sectionWidthMm: 265,
      sidewallHeightMm: 172.3,
      rimDiameterMm: 431.8,
      overallDiameterMm: 776.3,
      circumferenceMm: 2438.8,
      revolutionsPerKm: 410,
    });
    expect(body.target).toMatchObject({ size: '265/60R18', overallDiameterMm: 775.2 });
    expect(body.diameterDifferencePercent).toBe(-0.14);
    expect(body.isWarning).toBe(false);
    expect(body.warningPercent).toBe(3);
    expect(body.speedometer.map((r: { shownKmh: number }) => r.shownKmh)).toEqual([
      60, 80, 100, 120,
    ]);
    expect(body.targetListingLink).toBe('/tire?width=265&ratio=60&diameter=18');
  });

  it('warns beyond ±3 %', async () => {
    const res = await calc(
      { width: 265, ratio: 65, diameter: 17 },
      { width: 265, ratio: 70, diameter: 17 },
    );
    expect(res.json()).toMatchObject({ diameterDifferencePercent: 3.41, isWarning: true });
  });

  it('accepts numbers as strings, rejects impossible sizes with a Thai message', async () => {
    const ok = await calc(
      { width: '205', ratio: '55', diameter: '16' },
      { width: 215, ratio: 50, diameter: 17 },
    );
    expect(ok.statusCode).toBe(200);
    const bad = await calc(
      { width: 5, ratio: 65, diameter: 17 },
      { width: 265, ratio: 60, diameter: 18 },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false });
    expect(bad.json().message).toMatch(/[\u0E00-\u0E7F]/);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/product/calculate-size-change',
      payload: { original: { width: 265 } },
    });
    expect(missing.statusCode).toBe(422);
  });
});
