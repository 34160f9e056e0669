/**
 * Password hashes for the users file: scrypt (node:crypto) in the PHC string format,
 * `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64 without padding). The cost travels with each hash, so
 * it can be raised later without breaking older lines; checks compare in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** OWASP's recommendation for scrypt: N = 2^17 (128 MiB), r = 8, p = 1. */
export const DEFAULT_COST: ScryptCost = { ln: 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, cost: ScryptCost, length: number): Promise<Buffer> {
  const N = 2 ** cost.ln;
  const options: ScryptOptions = { N, r: cost.r, p: cost.p, maxmem: 256 * N * cost.r + 1_048_576 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(
  password: string,
  cost: ScryptCost = DEFAULT_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${b64(salt)}$${b64(key)}`;
}

export interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/** Reads a hash; undefined when it is not one this module wrote (or its cost is out of bounds). */
export function parseHash(text: string): ParsedHash | undefined {
  const match = PHC.exec(text);
  if (!match) return undefined;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 10 || ln > 20 || r < 1 || r > 32 || p < 1 || p > 16) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const key = Buffer.from(match[5] ?? '', 'base64');
  if (salt.length < 8 || key.length < 16) return undefined;
  return { cost: { ln, r, p }, salt, key };
}

export async function verifyPassword(password: string, hash: ParsedHash): Promise<boolean> {
  const candidate = await derive(password, hash.salt, hash.cost, hash.key.length);
  return timingSafeEqual(candidate, hash.key);
}

const decoys = new Map<string, Promise<ParsedHash>>();

/**
 * Spends the time a real check would take, for a user name that does not exist, so the answer's
 * timing does not tell which names do.
 */
export async function verifyDecoy(
  password: string,
  cost: ScryptCost = DEFAULT_COST,
): Promise<false> {
  const key = `${cost.ln},${cost.r},${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(12).toString('hex'), cost).then((text) => {
      const parsed = parseHash(text);
      if (!parsed) throw new Error('decoy hash unreadable');
      return parsed;
    });
    decoys.set(key, decoy);
  }
  await verifyPassword(password, await decoy);
  return false;
}
