import { hash, verify } from '@node-rs/argon2';

// Password hashing with argon2id at OWASP's parameters (19 MiB, t=2, p=1; ARCHITECTURE
// "passwords"). ~26 ms a hash on our machines: callers rate-limit BEFORE calling these.

const ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** False for a wrong password and for a malformed or missing hash (never throws). */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// A real argon2id hash of a random string, computed once, so that checking a password of an
// unknown user costs the same time as checking a known one (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

/** Spends one verification's worth of time; always false. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
