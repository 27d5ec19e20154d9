import { getSchemaPath } from '@nestjs/swagger';
import { errorResponse } from '../common/api-docs.js';
import { SignupDto, SignupReceipt } from './dto/signup.dto.js';

/** SignupMiddleware answers it and Swagger documents only controllers, so the entry is written here. */
export const signupApiDoc = {
  path: '/api/start',
  models: [SignupDto, SignupReceipt],
  item: {
    post: {
      tags: ['public'],
      summary: "A visitor's signup (the original app's contract)",
      'x-public': true,
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header' as const,
          required: false,
          description: 'a retry with the same key returns the first answer',
          schema: { type: 'string' as const },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: getSchemaPath(SignupDto) } } },
      },
      responses: {
        201: {
          description:
            'Stored (a replay with the same Idempotency-Key answers the first answer again)',
          content: { 'application/json': { schema: { $ref: getSchemaPath(SignupReceipt) } } },
        },
        404: errorResponse(404),
        409: errorResponse(409),
        422: errorResponse(422),
        429: errorResponse(429),
      },
    },
  },
};
