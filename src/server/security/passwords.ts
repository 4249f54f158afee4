import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Algorithm 2 is argon2id; the package
// declares it as a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, OPTIONS);
}

export async function verifySecret(stored: string, secret: string): Promise<boolean> {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check, so an unknown account answers like a wrong password. */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummy ??= hashSecret('no-such-account-Dummy!1');
  await verifySecret(await dummy, secret);
  return false;
}
