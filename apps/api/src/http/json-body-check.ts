import { HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ApiErrorDetail } from '@marque/contracts';
import { ApiError } from '../common/api-error';
import { UnreadableBody } from './json-body';

/** Our deepest body (a claim in a deal) is 3 levels: anything far deeper is not ours. */
export const MAX_JSON_DEPTH = 16;

/**
 * Refuses, before validation, the JSON bodies that would otherwise fail deep inside: nested
 * thousands of levels (validation recurses once per level), or with text PostgreSQL cannot
 * store (a NUL character) or that is not Unicode at all (a lone surrogate, which JSON's \u escapes
 * allow). A 400 that names the field, instead of a 500 from the driver.
 */
export function checkJsonBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (request.body instanceof UnreadableBody) return done(request.body.error);
  const problem = findProblem(request.body);
  if (!problem) return done();
  done(
    new ApiError(HttpStatus.BAD_REQUEST, problem.code, problem.message, {
      params: problem.params,
      details: [problem],
    }),
  );
}

/** A lone surrogate: with the u flag a well-formed pair is one code point, never matched. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

function findProblem(body: unknown): ApiErrorDetail | undefined {
  // Iterative: a recursive walk would itself overflow the stack on the bodies it must refuse.
  const stack: Array<{ value: unknown; field: string; depth: number }> = [
    { value: body, field: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, field, depth } = stack.pop() as (typeof stack)[number];
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        return {
          field,
          code: 'NUL_CHARACTER',
          message: `${field || 'The body'} must not contain a NUL character`,
        };
      if (LONE_SURROGATE.test(value))
        return {
          field,
          code: 'INVALID_UNICODE',
          message: `${field || 'The body'} is not valid Unicode text`,
        };
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_JSON_DEPTH)
        return {
          field,
          code: 'BODY_TOO_DEEP',
          message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
          params: { max: MAX_JSON_DEPTH },
        };
      for (const [key, child] of Object.entries(value))
        stack.push({ value: child, field: field ? `${field}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}
