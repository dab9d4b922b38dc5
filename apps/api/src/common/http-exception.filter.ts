import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiErrorBody, ApiErrorDetail } from '@marque/contracts';
import { RulesError } from '@marque/rules';
import { languageOf, type Language } from '../i18n/language';
import {
  CARD_POINTS_AT_MOST,
  CONTRACT_WORDS,
  FACT_NAMES,
  RULES_MESSAGES,
} from '../i18n/rules-messages';
import { errorBody } from './error-body';
import { RuleViolation } from './rule-violation';

/**
 * Every error leaves the API in one shape: { statusCode, error, message, details? }.
 * Anything that is not an HttpException is logged here and answered as a bare 500:
 * no stack trace, SQL or driver message ever reaches a client.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const language = languageOf(http.getRequest<Request>().headers['accept-language']);
    const body = this.toBody(exception, language);
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, language: Language): ApiErrorBody {
    if (exception instanceof RulesError || exception instanceof RuleViolation) {
      return fromRuleBroken(exception, language);
    }
    if (exception instanceof HttpException) return fromHttpException(exception);
    const status = bodyParserStatus(exception);
    if (status !== undefined) return errorBody(status, bodyParserMessage(status));
    this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
  }
}

/** A deal that breaks a rule of the game: 422, in the referee's language, naming the field. */
function fromRuleBroken(exception: RulesError | RuleViolation, language: Language): ApiErrorBody {
  const message = ruleMessage(exception, language);
  return errorBody(HttpStatus.UNPROCESSABLE_ENTITY, message, [
    { field: exception.field, code: exception.code, message },
  ]);
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

/** The fact a field names (`belote`, `deals[2].revoke`, `auction[3]`), in the reader's language. */
function factName(field: string, language: Language): string {
  const fact = /(auction|calls)\[\d+\]$/.test(field)
    ? 'call'
    : field.replace(/^(deals?\[\d+\]\.?)/, '');
  return FACT_NAMES[fact]?.[language] ?? fact;
}

function fromHttpException(exception: HttpException): ApiErrorBody {
  const status = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return errorBody(status, response);
  const { message, details } = response as { message?: unknown; details?: ApiErrorDetail[] };
  // Nest's own exceptions carry `message` as a string or a list of strings.
  const text = Array.isArray(message)
    ? message.join('; ')
    : typeof message === 'string'
      ? message
      : exception.message;
  return errorBody(status, text, details);
}

/** Errors raised by Express's body parser that Nest does not map (too large, bad encoding) carry a 4xx status. */
function bodyParserStatus(exception: unknown): number | undefined {
  if (typeof exception !== 'object' || exception === null) return undefined;
  const { status, type } = exception as { status?: unknown; type?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number') return undefined;
  return status >= 400 && status < 500 ? status : undefined;
}

function bodyParserMessage(status: number): string {
  if (status === HttpStatus.PAYLOAD_TOO_LARGE) return 'The request body is too large';
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return 'The request body encoding is not supported';
  return 'The request body could not be read';
}
