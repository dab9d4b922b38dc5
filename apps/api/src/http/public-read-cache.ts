import type { NextFunction, Request, RequestHandler, Response } from 'express';

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
 * a version older than the one they asked after. Organisers' and referees' requests (which may show referee
 * codes) always go to the handlers.
 */
export function publicReadCache(
  versions: ReadVersions,
  { maxEntries = 1000 }: { maxEntries?: number } = {},
): RequestHandler {
  const bodies = new Map<string, CachedBody>();
  const computing = new Map<string, Promise<CachedBody | null>>();

  const remember = (key: string, entry: CachedBody) => {
    bodies.delete(key);
    bodies.set(key, entry);
    if (bodies.size > maxEntries) bodies.delete(bodies.keys().next().value as string);
  };

  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.headers.authorization || request.headers['x-referee-code']) return next();
    const match = CACHED_READ.exec(request.path);
    if (!match) return next();
    const tournamentId = (match[1] as string).toLowerCase();
    void (async () => {
      const version = await versions.versionOf(tournamentId).catch(() => null);
      // No such tournament, or the database is away: the handlers answer (404, 503).
      if (version === null) return next();
      response.setHeader('ETag', etagOf(version));
      response.setHeader('Cache-Control', 'no-cache');
      if (matchesETag(request.headers['if-none-match'], etagOf(version))) {
        response.status(304).end();
        return;
      }
      const key = `${request.originalUrl}\n${request.headers['accept-language'] ?? ''}`;
      const known = bodies.get(key);
      if (known?.version === version) return send(response, known);
      const pending = computing.get(`${key}\n${version}`);
      if (pending) {
        // One request computes the new version; those arriving meanwhile wait for it (never the
        // version before it: a live view that reads after an event must see that event).
        const computed = await pending;
        return computed ? send(response, computed) : next();
      }
      computing.set(`${key}\n${version}`, captureBody(response, version));
      void computing
        .get(`${key}\n${version}`)
        ?.then((entry) => {
          if (entry) remember(key, entry);
        })
        .finally(() => computing.delete(`${key}\n${version}`));
      next();
    })().catch(next);
  };
}

/** The body the handler sends for this version, if it is a 200; null otherwise. */
function captureBody(response: Response, version: string): Promise<CachedBody | null> {
  return new Promise((resolve) => {
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      if (response.statusCode === 200 && (typeof body === 'string' || Buffer.isBuffer(body))) {
        resolve({
          version,
          contentType: String(response.getHeader('content-type') ?? 'application/json'),
          body: typeof body === 'string' ? Buffer.from(body) : body,
        });
      }
      return send(body);
    };
    response.on('close', () => resolve(null));
  });
}

function etagOf(version: string): string {
  return `W/"${version}"`;
}

function send(response: Response, entry: CachedBody): void {
  response.status(200);
  response.setHeader('ETag', etagOf(entry.version));
  response.setHeader('Content-Type', entry.contentType);
  response.setHeader('Content-Length', entry.body.length);
  response.end(response.req.method === 'HEAD' ? undefined : entry.body);
}

/** Whether If-None-Match names this ETag (or `*`), weak comparison as for GET. */
function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
