import { applyDecorators, type Type } from '@nestjs/common';
import {
  ApiExtension,
  ApiProperty,
  ApiPropertyOptional,
  ApiQuery,
  ApiResponse,
} from '@nestjs/swagger';
import type { ListSpec } from './list/index.js';

/** Every error answer: Nest's shape, plus `errors` per field on a 400 (what react-admin shows on fields). */
export class ErrorResponse {
  @ApiProperty({ example: 400 }) statusCode!: number;
  @ApiProperty({ example: 'Skriv en gyldig email' }) message!: string;
  @ApiProperty({ example: 'Bad Request' }) error!: string;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'field path → Danish message',
    example: { email: 'Skriv en gyldig email' },
  })
  errors?: Record<string, string>;
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input; `errors` names each field',
  401: 'Not signed in, or the session has ended',
  403: 'Refused: the role this needs, a first step the session must take, or a cookie request from another site',
  404: 'Not found (or not yours)',
  409: 'Conflicts with what is stored',
  422: 'The Idempotency-Key came with another body',
  429: 'Too many requests; try again in a minute',
  502: 'A service this route calls answered with an error',
  503: 'The server is stopping, or the database does not answer; try again',
  504: 'A service this route calls did not answer in time',
};

export const errorResponse = (status: number) => ({
  description: ERROR_TEXT[status] ?? 'Error',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/** Error answers a route gives beyond the ones the document adds by itself (400, 401, 404). */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({ status, type: ErrorResponse, description: ERROR_TEXT[status] }),
    ),
  );

export const ApiAnswer = (type: Type | [Type], status = 200, description = 'OK') =>
  ApiResponse({ status, type, description });

/** Read by the document's finishing step: no security requirement on this route. */
export const ApiPublic = () => ApiExtension('x-public', true);

const filterKeys = (spec: ListSpec<unknown>) => [
  ...Object.keys(spec.filters),
  ...(spec.ownerMayRead ? ['adminId'] : []),
];

export const ApiList = (type: Type, spec: ListSpec<unknown>) =>
  applyDecorators(
    ApiResponse({
      status: 200,
      type: [type],
      description: `One page of ${spec.resource}`,
      headers: {
        'Content-Range': {
          description: `\`${spec.resource} 0-24/319\`, or \`${spec.resource} */319\` for an empty page`,
          schema: { type: 'string' },
        },
      },
    }),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON \`["field","ASC"|"DESC"]\`, field one of: ${Object.keys(spec.sorts).join(', ')}. Default ${JSON.stringify(spec.defaultSort)}.`,
      schema: { type: 'string', example: '["id","ASC"]' },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description:
        'JSON `[first,last]`, 0-based and inclusive, at most 1000 rows. Default: the first 1000.',
      schema: { type: 'string', example: '[0,24]' },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object with any of: ${filterKeys(spec).join(', ')}. Any other key is 400.${
        spec.ownerMayRead
          ? " `adminId` (the bureau's owner only) names another recruiter whose list to read; anyone else gets an empty page."
          : ''
      }`,
      schema: { type: 'string', example: '{}' },
    }),
  );
