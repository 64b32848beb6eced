#!/usr/bin/env node
// Nearest-shop load scenario (issue [3/6] "Speed"): POST /api/product/search-store with the
// shopper's location (the LocationData header) at random points around Thai towns, the nearest
// 20 shops first, among ≥ 20,000 shops (bench/generate-stores.ts); one request in three also asks
// for a service (nitrogen, wheel balancing) or tyre-repair shops. 50 connections for ~20 s,
// p50/p95/p99 and requests per second. Target on a 2-core machine against PostgreSQL: p95 < 30 ms.
//
//   node bench/stores.mjs [--url http://127.0.0.1:3000] [--duration 20] [--connections 50]

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { random, runScenario, runStandalone, serverUrls } from './catalog.mjs';

// Town centres shops cluster around (latitude, longitude); a point lands within ~10 km of one.
const TOWNS = [
  [13.7563, 100.5018], // Bangkok
  [13.8621, 100.5144], // Nonthaburi
  [13.5991, 100.5968], // Samut Prakan
  [18.7883, 98.9853], // Chiang Mai
  [16.4322, 102.8236], // Khon Kaen
  [14.9799, 102.0978], // Nakhon Ratchasima
  [7.0084, 100.4747], // Hat Yai
  [13.3611, 100.9847], // Chon Buri
  [12.9236, 100.8825], // Pattaya
  [7.8804, 98.3923], // Phuket
  [17.4138, 102.787], // Udon Thani
  [15.2287, 104.8564], // Ubon Ratchathani
];

const pick = (items) => items[Math.floor(random() * items.length)];

/** A shopper's point: within ~10 km of a town centre. */
export function nearTown() {
  const [lat, lon] = pick(TOWNS);
  return { latitude: lat + (random() * 2 - 1) * 0.09, longitude: lon + (random() * 2 - 1) * 0.09 };
}

function locationHeader() {
  return { locationdata: JSON.stringify(nearTown()) };
}

export function storeBody() {
  const body = { page: 1, pageSize: 20, mode: 'tyre' };
  const kind = random();
  if (kind < 0.15) body.services = ['hasNitrogen'];
  else if (kind < 0.25) body.services = ['hasTireBalancing'];
  else if (kind < 0.33) body.mode = 'repair';
  if (random() < 0.1) body.page = 2;
  return body;
}

export async function runStoreBench({ url, duration = 20, connections = 50 }) {
  const stores = await fetch(`${serverUrls(url)[0]}/api/product/search-store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, pageSize: 1 }),
  }).then((r) => r.json());
  console.log(`shops: ${stores.total}; ${connections} connections, ${duration} s`);
  // A short warm-up: each server process loads its shop grid and warms its JIT first.
  await runScenario({
    url,
    name: 'warm-up',
    path: '/api/product/search-store',
    makeBody: storeBody,
    makeHeaders: locationHeader,
    duration: 3,
    connections: 10,
  });
  const row = await runScenario({
    url,
    name: 'search-store nearest',
    path: '/api/product/search-store',
    makeBody: storeBody,
    makeHeaders: locationHeader,
    duration,
    connections,
  });
  console.table([row]);
  return row;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runStandalone(async (run) => {
    const row = await runStoreBench(run);
    if (row['p95 ms'] >= 30 || row.errors > 0 || row.non2xx > 0) process.exitCode = 1;
  });
}
