import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStatus } from '@nestjs/common';
import bodyParser from 'body-parser';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { bodyParserProblem } from '../common/body-parser-errors';
import { ARCHIVE_BODY_LIMIT_BYTES } from '../archive/archive-format';

/** A deal or a team is a few hundred bytes: anything near the limit is not ours. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The body reader Express used (body-parser's JSON, which inflates gzip, deflate and br bodies,
 * checks the charset and the announced length, and refuses anything but an object or array),
 * run on the raw request: the same bodies are read, and the same ones refused, with the same
 * codes. A body of any other type is left unread (undefined), as it was.
 */
const json = bodyParser.json({ limit: JSON_BODY_LIMIT_BYTES });

/** A tournament's archive is the one body that may be large (README: "The tournament archive"). */
const IMPORT_PATH = /^\/api\/tournaments\/import\/?(?:\?|$)/;
const archiveJson = bodyParser.json({ limit: ARCHIVE_BODY_LIMIT_BYTES });

type Done = (error: Error | null, body?: unknown) => void;

export function readJsonBody(request: FastifyRequest, _payload: unknown, done: Done): void {
  const raw = request.raw as IncomingMessage & { body?: unknown };
  const read = request.method === 'POST' && IMPORT_PATH.test(request.url) ? archiveJson : json;
  read(raw, NO_RESPONSE, (error?: unknown) => {
    if (error === undefined || error === null) return done(null, raw.body);
    // Handed to the preValidation hook (json-body-check.ts) to throw: an error from a body parser
    // makes Fastify close the connection, which Express kept open (body-parser has read the body).
    done(null, new UnreadableBody(bodyError(error, request.headers['content-encoding'])));
  });
}

/** A body that could not be read, and why. */
export class UnreadableBody {
  constructor(readonly error: Error) {}
}

/** The error Express and Nest answered for it. */
function bodyError(error: unknown, contentEncoding: string | undefined): Error {
  // Nest made body-parser's JSON SyntaxError (status 400) a 400 of JSON.parse's message, which
  // the filter coded INVALID_JSON (when it names JSON, as they all do).
  if (
    (error instanceof SyntaxError || error instanceof URIError) &&
    (error as { status?: unknown }).status === HttpStatus.BAD_REQUEST
  )
    return new ApiError(
      HttpStatus.BAD_REQUEST,
      /\bJSON\b/.test(error.message) ? 'INVALID_JSON' : 'BAD_REQUEST',
      error.message,
    );
  const problem = bodyParserProblem(error, contentEncoding);
  if (!problem) return error instanceof Error ? error : new Error(String(error));
  return new ApiError(problem.status, problem.code, problem.message, { params: problem.params });
}

/** body-parser never writes to the response. */
const NO_RESPONSE = {} as ServerResponse;
