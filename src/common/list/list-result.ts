import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { ListParams } from './list-spec.js';

export class ListPage<T> {
  constructor(
    readonly resource: string,
    readonly offset: number,
    readonly rows: T[],
    readonly total: number,
  ) {}

  static of<E, T>(
    params: Pick<ListParams, 'resource' | 'offset'>,
    [entities, total]: [E[], number],
    toRecord: (entity: E) => T,
  ): ListPage<T> {
    return new ListPage(params.resource, params.offset, entities.map(toRecord), total);
  }

  /** `ra-data-simple-rest` reads the total from here; an empty page says `*`, as RFC 9110 does. */
  get contentRange(): string {
    if (!this.rows.length) return `${this.resource} */${this.total}`;
    return `${this.resource} ${this.offset}-${this.offset + this.rows.length - 1}/${this.total}`;
  }
}

@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result) => {
        if (!(result instanceof ListPage)) return result;
        context
          .switchToHttp()
          .getResponse<Response>()
          .setHeader('Content-Range', result.contentRange);
        return result.rows;
      }),
    );
  }
}
