import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { bodyParserProblem } from '../common/body-parser-errors';

/** A deal or a team is a few hundred bytes: anything near the limit is not ours. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The body reader Express used (body-parser's JSON, which inflates gzip, deflate and br bodies,
 * checks the charset and the announced length, and refuses anything but an object or array),
 * run on the raw request: the same bodies are read, and the same ones refused, with the same
 * codes. A body of any other type is left unread (undefined), as it was.
 */
const json = bodyParser.json({ limit: JSON_BODY_LIMIT_BYTES });

type Done = (error: Error | null, body?: unknown) => void;

export function readJsonBody(request: FastifyRequest, _payload: unknown, done: Done): void {
  const raw = request.raw as IncomingMessage & { body?: unknown };
  json(raw, NO_RESPONSE, (error?: unknown) => {
    if (error === undefined || error === null) return done(null, raw.body);
    const problem = bodyParserProblem(error, request.headers['content-encoding']);
    if (!problem) return done(error instanceof Error ? error : new Error(String(error)));
    done(new ApiError(problem.status, problem.code, problem.message, { params: problem.params }));
  });
}

/** body-parser never writes to the response. */
const NO_RESPONSE = {} as ServerResponse;
