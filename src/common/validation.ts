import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) fields[path] = messages[0];
    Object.assign(fields, flatten(error.children ?? [], path));
  }
  return fields;
}

/** One pipe for every body and query: unknown fields are refused, each field says what is wrong. */
export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => {
    const fields = flatten(errors);
    return new BadRequestException({
      statusCode: 400,
      message: Object.values(fields)[0] ?? 'Ugyldigt input',
      error: 'Bad Request',
      errors: fields,
    });
  },
});

/** A 400 naming one field, in the same shape as the pipe's. */
export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message, error: 'Bad Request', errors: { [field]: message } });
}
