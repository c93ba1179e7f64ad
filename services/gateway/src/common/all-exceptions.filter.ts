import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';

/** Errors raised by express' body parser carry a status and a type. */
interface BodyParserError {
  status: number;
  type: string;
  expose?: boolean;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return typeof error === 'object' && error !== null && typeof (error as BodyParserError).status === 'number' && typeof (error as BodyParserError).type === 'string';
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large (the limit is 1 MB)',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body charset is not supported',
  'request.aborted': 'The request was aborted',
  'entity.utf8.invalid': 'The request body is not valid UTF-8',
};

export interface ErrorBody {
  statusCode: number;
  message: string;
  /**
   * Beside the message in a 409 where a post moved on (issue 27): what changed, by whom, when, and the
   * post as stored now (posts/post-conflict.ts). Only an exception that carries it sets it.
   */
  conflict?: object;
}

/** Turns any error into the one error shape `{statusCode, message}`; internals are logged, never sent. */
export function toErrorBody(error: unknown): ErrorBody {
  // Nest wraps body-parser errors in an HttpException; their own message is too technical.
  const bodyError = error instanceof HttpException ? error.cause : error;
  if (isBodyParserError(bodyError) && bodyError.status >= 400 && bodyError.status < 500) {
    return { statusCode: bodyError.status, message: BODY_PARSER_MESSAGES[bodyError.type] ?? 'The request body could not be read' };
  }
  if (error instanceof HttpException) {
    const statusCode = error.getStatus();
    const response = error.getResponse();
    let message: unknown = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    if (Array.isArray(message)) message = message.join('; ');
    const conflict = typeof response === 'object' && response !== null ? (response as { conflict?: unknown }).conflict : undefined;
    return {
      statusCode,
      message: typeof message === 'string' && message ? message : error.message,
      ...(conflict && typeof conflict === 'object' ? { conflict } : {}),
    };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const body = toErrorBody(error);
    if (body.statusCode >= 500) {
      // `req` names the request (its id, as in its access-log line): nothing binds it implicitly.
      this.logger.error({ err: error, req: request, method: request.method, url: request.originalUrl }, 'Unhandled error');
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }
}
