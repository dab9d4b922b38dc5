import { isIP } from 'node:net';

/** How the API faces the network: whom it believes about client addresses, whom it lets read it. */
export interface HttpConfig {
  /**
   * Proxies whose X-Forwarded-For the API believes (MARQUE_TRUSTED_PROXIES), as Express's
   * `trust proxy` takes them: addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`.
   * Default `loopback`: the bundled web app forwards `/api` from the same machine.
   */
  trustedProxies: string[];
  /**
   * What a trusted proxy sends in X-Marque-Forwarder to prove it is the proxy
   * (MARQUE_FORWARDER_SECRET): when set, X-Forwarded-For is believed only with it, so another
   * program on a trusted address (loopback) cannot choose the address it is counted as.
   */
  forwarderSecret?: string;
  /** Other origins whose pages may call the API (MARQUE_CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /** Longest a client may take to send a whole request, headers and body. */
  requestTimeoutMs: number;
  /** Longest a client may take to send a request's headers. */
  headersTimeoutMs: number;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * A deal or a login is a few hundred bytes: a phone on bad wifi sends it in well under a second.
 * A client that announces a body and stalls holds a connection: it gets 15 s, not Node's 300.
 */
export const REQUEST_TIMEOUT_MS = 15_000;
export const HEADERS_TIMEOUT_MS = 10_000;

export function readHttpConfig(env: NodeJS.ProcessEnv = process.env): HttpConfig {
  return {
    trustedProxies: parseTrustedProxies(env['MARQUE_TRUSTED_PROXIES']),
    forwarderSecret: env['MARQUE_FORWARDER_SECRET']?.trim() || undefined,
    corsOrigins: parseCorsOrigins(env['MARQUE_CORS_ORIGINS']),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
  };
}

/** Unset: loopback. Empty: nobody (the API faces clients directly). */
export function parseTrustedProxies(raw: string | undefined): string[] {
  if (raw === undefined) return ['loopback'];
  const entries = list(raw);
  for (const entry of entries) {
    const [address, prefix, ...rest] = entry.split('/');
    const valid =
      PROXY_NAMES.includes(entry) ||
      (rest.length === 0 &&
        isIP(address ?? '') !== 0 &&
        (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!valid) {
      throw new Error(
        `MARQUE_TRUSTED_PROXIES: "${entry}" is not an address, a range (10.0.0.0/8) ` +
          `or one of ${PROXY_NAMES.join(', ')}`,
      );
    }
  }
  return entries;
}

export function parseCorsOrigins(raw: string | undefined): string[] {
  const origins = list(raw ?? '');
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (parsed?.origin !== origin) {
      throw new Error(
        `MARQUE_CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path)`,
      );
    }
  }
  return origins;
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
