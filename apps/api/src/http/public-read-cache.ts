import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken } from '../auth/session-cookie';

/** Where the version of a tournament's public reads comes from (the database). */
export interface ReadVersions {
  /** Changes whenever anything a public read shows changes; null for no such tournament. */
  versionOf(tournamentId: string): Promise<string | null>;
}

/**
 * The public reads of a tournament that everyone's phone opens at once at the end of a round:
 * the tournament, its standings, rounds, live tables, teams, a team's games, the bracket.
 */
const CACHED_READ =
  /^\/api\/tournaments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(?:standings|rounds(?:\/\d{1,6})?|teams(?:\/[0-9a-f-]{36}\/games)?|bracket))?\/?$/i;

interface CachedBody {
  version: string;
  contentType: string;
  body: Buffer;
}

/**
 * Public reads served from what is already known. Each answer carries an ETag made of the
 * tournament's version (its last event id and last change, read from the database in one indexed
 * query, so every API process agrees): a phone that has it gets a 304; otherwise the body computed
 * once for this version is sent again. The first request after a change computes the new version;
 * those arriving meanwhile wait for it: nothing is computed twice for one version, and nobody gets
 * a version older than the one they asked after. Organisers' requests (a Bearer token or the
 * session cookie) and referees' (which may show referee codes) always go to the handlers.
 */
export interface PublicReadCacheHooks {
  /** Answers from the cache, or lets the request through to its handler. */
  onRequest(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Keeps the body a handler sent for a version being computed. */
  onSend(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: Error | null, payload?: unknown) => void,
  ): void;
}

export function publicReadCache(
  versions: ReadVersions,
  { maxEntries = 1000 }: { maxEntries?: number } = {},
): PublicReadCacheHooks {
  const bodies = new Map<string, CachedBody>();
  const computing = new Map<string, Promise<CachedBody | null>>();
  /** The requests whose answer computes a version: what to do with the body sent. */
  const capturing = new WeakMap<FastifyRequest, (payload: unknown, reply: FastifyReply) => void>();

  const remember = (key: string, entry: CachedBody) => {
    bodies.delete(key);
    bodies.set(key, entry);
    if (bodies.size > maxEntries) bodies.delete(bodies.keys().next().value as string);
  };

  return {
    async onRequest(request, reply) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const signedIn = request.headers.authorization || sessionToken(request);
      if (signedIn || request.headers['x-referee-code']) return undefined;
      const url = request.url;
      const query = url.indexOf('?');
      const match = CACHED_READ.exec(query === -1 ? url : url.slice(0, query));
      if (!match) return undefined;
      const tournamentId = (match[1] as string).toLowerCase();
      const version = await versions.versionOf(tournamentId).catch(() => null);
      // No such tournament, or the database is away: the handlers answer (404, 503).
      if (version === null) return undefined;
      reply.header('ETag', etagOf(version));
      reply.header('Cache-Control', 'no-cache');
      if (matchesETag(request.headers['if-none-match'], etagOf(version))) {
        return reply.code(304).send();
      }
      const key = `${url}\n${request.headers['accept-language'] ?? ''}`;
      const known = bodies.get(key);
      if (known?.version === version) return send(reply, known);
      const pending = computing.get(`${key}\n${version}`);
      if (pending) {
        // One request computes the new version; those arriving meanwhile wait for it (never the
        // version before it: a live view that reads after an event must see that event).
        const computed = await pending;
        return computed ? send(reply, computed) : undefined;
      }
      const captured = new Promise<CachedBody | null>((resolve) => {
        capturing.set(request, (payload, answered) => {
          if (
            answered.statusCode === 200 &&
            (typeof payload === 'string' || Buffer.isBuffer(payload))
          ) {
            resolve({
              version,
              contentType: String(answered.getHeader('content-type') ?? 'application/json'),
              body: typeof payload === 'string' ? Buffer.from(payload) : payload,
            });
          } else resolve(null);
        });
        reply.raw.on('close', () => resolve(null));
      });
      computing.set(`${key}\n${version}`, captured);
      void captured
        .then((entry) => {
          if (entry) remember(key, entry);
        })
        .finally(() => computing.delete(`${key}\n${version}`));
      return undefined;
    },

    onSend(request, reply, payload, done) {
      const capture = capturing.get(request);
      if (capture) {
        capturing.delete(request);
        capture(payload, reply);
      }
      done(null, payload);
    },
  };
}

function etagOf(version: string): string {
  return `W/"${version}"`;
}

function send(reply: FastifyReply, entry: CachedBody): FastifyReply {
  return reply
    .code(200)
    .header('ETag', etagOf(entry.version))
    .header('Content-Type', entry.contentType)
    .send(entry.body);
}

/** Whether If-None-Match names this ETag (or `*`), weak comparison as for GET. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
