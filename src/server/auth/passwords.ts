import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline (19 MiB memory, 2 iterations, 1 lane): about 25–40 ms per hash on one core here.
 * Parameters live in the hash string, so raising them later keeps old hashes verifiable.
 */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // malformed hash: never a match
  }
}

/** A hash of a random password, verified against when the username is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random().toString(36)}`);
  return dummyHash;
}
