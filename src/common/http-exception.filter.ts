import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import {
  ConnectionException,
  DriverException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { Response } from 'express';

const GENERIC_ERROR = 'Der er sket en fejl, prøv igen senere';
export const DATABASE_DOWN = 'Databasen svarer ikke lige nu, prøv igen om lidt';
const BAD_DATA = 'Forespørgslen indeholder data, der ikke kan gemmes';
const NO_SUCH_ROUTE = 'Den adresse findes ikke';
/** Nest's own answer to an address no route has: English, and it quotes the URL, query and all. */
const NEST_NO_ROUTE = /^Cannot [A-Z]+ \//;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  503: 'Service Unavailable',
  500: 'Internal Server Error',
};

/** Read only on errors without an SQLSTATE (socket and pool errors): a database's own message may quote the request's data. */
const DROPPED_CONNECTION =
  /ECONNREFUSED|ECONNRESET|Connection terminated|terminating connection|timeout|the database system is (starting|shutting) up/i;
const SQLSTATE = /^[0-9A-Z]{5}$/;

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = this.describe(exception);
    if (res.headersSent) return;
    const retryAfter = (exception as { retryAfterSeconds?: unknown } | undefined)
      ?.retryAfterSeconds;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: Record<string, unknown> } {
    // Nest wraps the body parser's errors in an HttpException whose message quotes the body.
    const parserError = exception instanceof HttpException ? exception.cause : exception;
    const parserStatus = (parserError as { status?: unknown } | undefined)?.status;
    if (typeof parserStatus === 'number' && parserStatus >= 400 && parserStatus < 500) {
      const message = parserStatus === 413 ? 'Forespørgslen er for stor' : 'Ugyldig forespørgsel';
      return this.body(parserStatus, message);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const said =
        typeof response === 'object' ? (response as { message?: unknown }).message : null;
      if (status === 404 && typeof said === 'string' && NEST_NO_ROUTE.test(said))
        return this.body(404, NO_SUCH_ROUTE);
      const body =
        typeof response === 'object'
          ? { statusCode: status, ...(response as object) }
          : { statusCode: status, message: response, error: STATUS_TEXT[status] ?? 'Error' };
      return { status, body };
    }
    if (exception instanceof UniqueConstraintViolationException) {
      return this.body(409, 'Findes allerede');
    }
    // SQLSTATE class 22 (data exception): the request's data, not the database, is at fault.
    if (this.sqlState(exception)?.startsWith('22')) {
      this.logger.warn(`data refused by the database: code=${this.sqlState(exception)}`);
      return this.body(400, BAD_DATA);
    }
    if (exception instanceof ConnectionException || this.isDroppedConnection(exception)) {
      this.logger.warn(`database unavailable: ${(exception as Error).name}`);
      return this.body(503, DATABASE_DOWN);
    }
    // Driver messages quote the SQL and its parameters (personal data): log the kind only.
    if (exception instanceof DriverException) {
      this.logger.error(`database error ${exception.name} code=${exception.code ?? '?'}`);
    } else {
      this.logger.error((exception as Error)?.stack ?? String(exception));
    }
    return this.body(500, GENERIC_ERROR);
  }

  private sqlState(exception: unknown): string | undefined {
    const code = (exception as { code?: unknown } | undefined)?.code;
    return typeof code === 'string' && SQLSTATE.test(code) ? code : undefined;
  }

  private isDroppedConnection(exception: unknown): boolean {
    if (!(exception instanceof Error)) return false;
    const code = this.sqlState(exception);
    // 57014: a statement cancelled (a timeout, an operator) rolled its transaction back; try again.
    if (code) return code.startsWith('08') || ['57P01', '57P03', '57014'].includes(code);
    return DROPPED_CONNECTION.test(exception.message);
  }

  private body(status: number, message: string) {
    return {
      status,
      body: { statusCode: status, message, error: STATUS_TEXT[status] ?? HttpStatus[status] },
    };
  }
}
