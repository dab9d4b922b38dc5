import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '@marque/contracts';
import { RulesError } from '@marque/rules';
import { languageOf, type Language } from '../i18n/language';
import { bodyParserProblem } from './body-parser-errors';
import { isDatabaseUnavailable } from './database-unavailable';
import {
  CARD_POINTS_AT_MOST,
  CONTRACT_WORDS,
  FACT_NAMES,
  RULES_MESSAGES,
} from '../i18n/rules-messages';
import { ApiError } from './api-error';
import { errorBody } from './error-body';
import { RuleViolation } from './rule-violation';

/**
 * Every error leaves the API in one shape: { statusCode, error, code, params?, message, details? },
 * its code one of libs/contracts' API_ERROR_CODES. A body that could not be read is a 4xx naming
 * why; a database that is away a 503 with Retry-After. Anything else that is not an HttpException
 * is logged here and answered as a bare 500: no stack trace, SQL or driver message ever reaches a
 * client.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = this.toBody(exception, request);
    if (reply.sent || reply.raw.headersSent) return;
    const retryAfter =
      exception instanceof ApiError && exception.retryAfterSeconds !== undefined
        ? exception.retryAfterSeconds
        : body.statusCode === HttpStatus.SERVICE_UNAVAILABLE
          ? RETRY_AFTER_SECONDS
          : undefined;
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ApiErrorBody {
    if (exception instanceof RulesError || exception instanceof RuleViolation) {
      return fromRuleBroken(exception, languageOf(request.headers['accept-language']));
    }
    if (exception instanceof HttpException) return fromHttpException(exception);
    const problem = bodyParserProblem(exception, request.headers['content-encoding']);
    if (problem) return errorBody(problem.status, problem.code, problem.message, problem);
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${messageOf(exception)}`);
      return errorBody(
        HttpStatus.SERVICE_UNAVAILABLE,
        'DATABASE_UNAVAILABLE',
        'The database is unavailable for a moment: try again in a few seconds',
      );
    }
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'INTERNAL_ERROR', 'Internal server error');
  }
}

/** What a phone waits before sending a write again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

function messageOf(exception: unknown): string {
  return exception instanceof Error ? (exception.message.split('\n').slice(-1)[0] ?? '') : '';
}

/** A deal that breaks a rule of the game: 422, in the referee's language, naming the field. */
function fromRuleBroken(exception: RulesError | RuleViolation, language: Language): ApiErrorBody {
  const message = ruleMessage(exception, language);
  const { code, field } = exception;
  const params =
    code === 'FACT_NOT_IN_GAME' ? { ...exception.params, fact: factOf(field) } : exception.params;
  return errorBody(HttpStatus.UNPROCESSABLE_ENTITY, code, message, {
    params,
    details: [{ field, code, message, ...(Object.keys(params).length > 0 ? { params } : {}) }],
  });
}

function ruleMessage(exception: RulesError | RuleViolation, language: Language): string {
  const { code, params } = exception;
  const atMost = params['atMost'];
  if (code === 'CARD_POINTS_SUM' && atMost !== undefined) {
    return CARD_POINTS_AT_MOST[language].replace('{max}', String(atMost));
  }
  const words: Record<string, string> = { fact: factName(exception.field, language) };
  for (const [name, value] of Object.entries(params))
    words[name] = CONTRACT_WORDS[String(value)]?.[language] ?? String(value);
  return RULES_MESSAGES[code][language].replace(
    /\{(\w+)\}/g,
    (all, name: string) => words[name] ?? all,
  );
}

/** The fact a field names (`belote`, `deals[2].revoke`, `auction[3]`): a key of FACT_NAMES. */
function factOf(field: string): string {
  return /(auction|calls)\[\d+\]$/.test(field) ? 'call' : field.replace(/^(deals?\[\d+\]\.?)/, '');
}

/** That fact in the reader's language. */
function factName(field: string, language: Language): string {
  const fact = factOf(field);
  return FACT_NAMES[fact]?.[language] ?? fact;
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  if (exception instanceof ApiError)
    return errorBody(status, exception.code, exception.message, exception);
  // Nest's own: an unknown route (404), a Parse*Pipe (400). Their `message` is a string or a list.
  const response = exception.getResponse();
  const message =
    typeof response === 'object' && response !== null && 'message' in response
      ? response.message
      : response;
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return errorBody(status, nestCode(status, text), text);
}

function nestCode(status: number, text: string): ApiErrorCode {
  // Nest turns body-parser's JSON SyntaxError into a BadRequestException with JSON.parse's message.
  if (status === HttpStatus.BAD_REQUEST && /\bJSON\b/.test(text)) return 'INVALID_JSON';
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

/** The code of an HttpException the API did not throw itself (all of ours are ApiErrors). */
const CODE_OF_STATUS: Partial<Record<number, ApiErrorCode>> = {
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'METHOD_NOT_ALLOWED',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'BODY_TOO_LARGE',
  [HttpStatus.TOO_MANY_REQUESTS]: 'TOO_MANY_ATTEMPTS',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'DATABASE_UNAVAILABLE',
};
