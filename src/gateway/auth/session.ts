/**
 * Sessions are records in the store (src/gateway/store/sessions.ts); the browser's cookie carries only
 * a random token naming one (encrypted and authenticated by @fastify/secure-session), and the store
 * keeps the token's SHA-256, not the token. Every request reads the record, so deleting it (signing
 * out, an admin ending it, a new password or role in the users file) ends the session at once on
 * every instance. The cookie is HttpOnly, SameSite=Lax (the OpenID provider's redirect back must carry
 * it), Secure behind https, and a browser-session cookie; the idle and absolute lifetimes are checked
 * against the record, whose last-seen time is renewed at most once a minute (no write per request).
 */
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import secureSession from '@fastify/secure-session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Role } from '../../api/operations';
import type { AuditEvent, AuditTrail } from '../audit';
import type { GatewayConfig } from '../config';
import type { Database } from '../store/schema';
import { sessionRows, type SessionRecord, type SessionRows } from '../store/sessions';
import { guarded } from '../store/unavailable';
import type { ParsedHash } from './password';
import { createSessionCache } from './session-cache';
import type { UsersFile } from './users-file';

export interface SignedIn {
  /** The record's id (the SHA-256 of the cookie's token). */
  id: string;
  user: string;
  role: Role;
  via: 'password' | 'oidc';
  /** The token the console echoes in `X-CSRF-Token` on writes. */
  csrf: string;
  /** Seconds since the epoch. */
  created: number;
  seen: number;
}

export interface OidcPending {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  started: number;
}

declare module '@fastify/secure-session' {
  interface SessionData {
    /** The token naming the session's record. */
    sid: string;
    oidc: OidcPending;
  }
}

/** How often a session's "last seen" time is written back. */
const TOUCH_SECONDS = 60;

export const sessionCookieName = (config: GatewayConfig) =>
  config.secure ? '__Host-wfc_session' : 'wfc_session';

function derivedKey(config: GatewayConfig, purpose: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', config.sessionSecret, 'workflow-console-gateway', purpose, 32),
  );
}

export async function registerSessions(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(secureSession, {
    key: derivedKey(config, 'session cookie'),
    cookieName: sessionCookieName(config),
    // The cookie is written once, at sign-in; the record decides how long it counts.
    expiry: config.sessionMaxSeconds + TOUCH_SECONDS,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secure },
  });
}

const seconds = (ms: number) => Math.floor(ms / 1000);
export const recordId = (token: string) => createHash('sha256').update(token).digest('base64url');

function signedIn(record: SessionRecord): SignedIn {
  const { id, user, role, via, csrf } = record;
  return {
    id,
    user,
    role,
    via,
    csrf,
    created: seconds(record.createdAt),
    seen: seconds(record.seenAt),
  };
}

export interface Who {
  user: string;
  role: Role;
  via: SignedIn['via'];
  /** Users-file sign-ins: the password hash signed in with. */
  hash?: ParsedHash;
}

/** A session as the Sessions screen lists it. */
export interface SessionSummary {
  id: string;
  user: string;
  role: Role;
  via: SignedIn['via'];
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  address: string;
  user_agent: string;
}

export interface Sessions {
  /** The signed-in person, or undefined (a session that ended is removed here). Read once a request. */
  current: (request: FastifyRequest) => Promise<SignedIn | undefined>;
  /** A new session (and its audit row, in one transaction); the cookie now names it. */
  signIn: (
    request: FastifyRequest,
    who: Who,
    audit: (session: SignedIn) => AuditEvent,
  ) => Promise<SignedIn>;
  /** Deletes the request's session (and writes its audit row, together); clears the cookie. */
  signOut: (
    request: FastifyRequest,
    audit: (session: SignedIn) => AuditEvent,
  ) => Promise<SignedIn | undefined>;
  /** When the session ends if nothing happens, and at the latest (seconds since the epoch). */
  endsAt: (session: Pick<SignedIn, 'created' | 'seen'>) => { idle: number; absolute: number };
  /** Live sessions, every one or one user's, newest first. */
  list: (user?: string) => Promise<SessionSummary[]>;
  /** Ends these sessions with one audit row each (written with them); how many there were. */
  end: (
    ended: readonly SessionSummary[],
    audit: (ended: SessionSummary) => AuditEvent,
  ) => Promise<number>;
}

export interface SessionDeps {
  config: GatewayConfig;
  users: UsersFile | undefined;
  db: Kysely<Database>;
  trail: AuditTrail;
  /** How long a record read may be reused by reads (SESSION_CACHE_MS in server.ts; session-cache.ts). */
  cacheMs: number;
}

export function createSessions({ config, users, db, trail, cacheMs }: SessionDeps): Sessions {
  const stored: SessionRows = sessionRows(db);
  const cache = createSessionCache(cacheMs);
  // The store's rows, with what this instance ends forgotten by its cache at once.
  const rows: SessionRows = {
    ...stored,
    remove: async (within, ids) => {
      cache.forget(ids);
      return stored.remove(within, ids);
    },
  };
  const fingerprintKey = derivedKey(config, 'credential fingerprint');
  // Keyed, so the store alone tells nothing about a password hash; worked out once per hash read
  // from the users file (its entries stay the same objects until the file changes).
  const fingerprints = new WeakMap<ParsedHash, string>();
  const credentialOf = (hash: ParsedHash) => {
    let fingerprint = fingerprints.get(hash);
    if (fingerprint === undefined) {
      fingerprint = createHmac('sha256', fingerprintKey)
        .update(hash.salt)
        .update(hash.key)
        .digest('base64url');
      fingerprints.set(hash, fingerprint);
    }
    return fingerprint;
  };
  const endsAt = (session: Pick<SignedIn, 'created' | 'seen'>) => ({
    idle: session.seen + config.sessionIdleSeconds,
    absolute: session.created + config.sessionMaxSeconds,
  });
  const live = (record: SessionRecord, now: number) => {
    const ends = endsAt(signedIn(record));
    if (now >= ends.idle || now >= ends.absolute) return false;
    if (record.via !== 'password') return true;
    // The users file decides: a removed user, a new role or a new password ends the session.
    const entry = users?.lookup(record.user);
    return Boolean(
      entry && entry.role === record.role && credentialOf(entry.hash) === record.credential,
    );
  };
  const summary = (record: SessionRecord): SessionSummary => {
    const ends = endsAt(signedIn(record));
    return {
      id: record.id,
      user: record.user,
      role: record.role,
      via: record.via,
      created_at: new Date(record.createdAt).toISOString(),
      last_seen_at: new Date(record.seenAt).toISOString(),
      expires_at: new Date(Math.min(ends.idle, ends.absolute) * 1000).toISOString(),
      address: record.address,
      user_agent: record.userAgent,
    };
  };
  const inTransaction = <T>(work: (transaction: Kysely<Database>) => Promise<T>) =>
    guarded(() => db.transaction().execute(work));

  const read = async (request: FastifyRequest): Promise<SignedIn | undefined> => {
    const token = request.session.get('sid');
    if (typeof token !== 'string') return undefined;
    const id = recordId(token);
    const now = Date.now();
    // A write always reads the record: it is refused at once once the session ended anywhere, and
    // never forwarded while the store (which must record it) cannot be reached.
    const reading = request.method === 'GET' || request.method === 'HEAD';
    let record = reading ? cache.get(id, now) : undefined;
    if (!record) {
      record = await rows.find(id);
      if (record) cache.set(record, now);
    }
    if (!record || !live(record, seconds(now))) {
      if (record) await rows.remove(db, [record.id]);
      request.session.delete();
      return undefined;
    }
    if (seconds(now) - seconds(record.seenAt) >= TOUCH_SECONDS) {
      await rows.touch(record.id, now);
      cache.set({ ...record, seenAt: now }, now);
      return signedIn({ ...record, seenAt: now });
    }
    return signedIn(record);
  };
  const reads = new WeakMap<FastifyRequest, Promise<SignedIn | undefined>>();

  return {
    current(request) {
      let pending = reads.get(request);
      if (!pending) {
        pending = read(request);
        reads.set(request, pending);
      }
      return pending;
    },
    async signIn(request, who, audit) {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const record: SessionRecord = {
        id: recordId(token),
        user: who.user,
        role: who.role,
        via: who.via,
        csrf: randomBytes(32).toString('base64url'),
        credential: who.hash ? credentialOf(who.hash) : null,
        createdAt: now,
        seenAt: now,
        address: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
      };
      const session = signedIn(record);
      // An OpenID role is decided at sign-in: the person's sessions with another role end now.
      const stale =
        who.via === 'oidc'
          ? (await rows.list(who.user)).filter((old) => old.via === 'oidc' && old.role !== who.role)
          : [];
      const writeLine = await inTransaction(async (transaction) => {
        await rows.remove(
          transaction,
          stale.map((old) => old.id),
        );
        await rows.insert(transaction, record);
        return trail.within(transaction, audit(session));
      });
      writeLine();
      // A fresh cookie: nothing from before signing in (such as a pending OIDC login) carries over.
      request.session.regenerate();
      request.session.set('sid', token);
      reads.set(request, Promise.resolve(session));
      return session;
    },
    async signOut(request, audit) {
      const session = await this.current(request);
      request.session.delete();
      reads.set(request, Promise.resolve(undefined));
      if (!session) return undefined;
      const writeLine = await inTransaction(async (transaction) => {
        await rows.remove(transaction, [session.id]);
        return trail.within(transaction, audit(session));
      });
      writeLine();
      return session;
    },
    endsAt,
    async list(user) {
      const now = seconds(Date.now());
      const all = await rows.list(user);
      return all.filter((record) => live(record, now)).map(summary);
    },
    async end(ended, audit) {
      if (ended.length === 0) return 0;
      const lines = await inTransaction(async (transaction) => {
        const written: (() => void)[] = [];
        for (const session of ended) {
          // One that ended meanwhile (signed out on another instance) is not audited again.
          if ((await rows.remove(transaction, [session.id])) > 0)
            written.push(await trail.within(transaction, audit(session)));
        }
        return written;
      });
      for (const line of lines) line();
      return lines.length;
    },
  };
}
