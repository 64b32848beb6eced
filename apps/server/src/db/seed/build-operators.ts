// The demo operators of the console at /admin (issue 32 item 4, decision 0142), one per role.
// Passwords are hashed with argon2id at OWASP's parameters (salted, so hashes differ per run).

import { hash } from '@node-rs/argon2';
import type { operators } from '../schema/operators';

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const DEMO_OPERATORS = [
  { username: 'operator1', password: 'Operator123', role: 'owner', name: 'ปรีชา ดูแลระบบ' },
  { username: 'finance1', password: 'Finance123', role: 'finance', name: 'มาลี การเงิน' },
  { username: 'support1', password: 'Support123', role: 'support', name: 'สุดา ดูแลร้านค้า' },
] as const;

export async function buildOperators(): Promise<(typeof operators.$inferInsert)[]> {
  return Promise.all(
    DEMO_OPERATORS.map(async ({ username, password, role, name }, i) => ({
      id: i + 1,
      username,
      name,
      role,
      passwordHash: await hash(password, ARGON2),
    })),
  );
}
