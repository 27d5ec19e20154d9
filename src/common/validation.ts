import {
  applyDecorators,
  BadRequestException,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsObject,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';

const DANISH: Record<string, (field: string, args: string[]) => string> = {
  whitelistValidation: (field) => `Feltet ${field} kendes ikke her`,
  maxLength: (field, [n]) => `${field} må højst være ${n} tegn`,
  minLength: (field, [n]) => `${field} skal være mindst ${n} tegn`,
  isString: (field) => `${field} skal være tekst`,
  isInt: (field) => `${field} skal være et helt tal`,
  isBoolean: (field) => `${field} skal være true eller false`,
  isEmail: (field) => `${field} skal være en gyldig email`,
  isUuid: (field) => `${field} skal være et gyldigt id`,
  isNotEmpty: (field) => `Udfyld ${field}`,
  isDefined: (field) => `Udfyld ${field}`,
  min: (field, [n]) => `${field} skal være mindst ${n}`,
  max: (field, [n]) => `${field} må højst være ${n}`,
  isIn: (field) => `${field} har en ugyldig værdi`,
  isArray: (field) => `${field} skal være en liste`,
  isObject: (field) => `${field} skal være et objekt`,
};

// class-validator's default messages all read like this; a DTO's own messages are Danish.
const ENGLISH_DEFAULT = /\b(must|should|property)\b/;

/** For a field that was left out, the rule that says "fill it in" speaks first, not a length rule. */
const ASKS_FOR_VALUE = [
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isEmail',
  'isBoolean',
  'isArray',
  'isUuid',
  'isObject',
];

function messageFor(error: ValidationError, path: string): string | undefined {
  const constraints = Object.entries(error.constraints ?? {});
  if (!constraints.length) return undefined;
  const missing = error.value === undefined || error.value === null;
  const [name, message] =
    (missing && constraints.find(([key]) => ASKS_FOR_VALUE.includes(key))) || constraints[0];
  if (!ENGLISH_DEFAULT.test(message)) return message;
  const numbers = message.match(/\d+/g) ?? [];
  return DANISH[name]?.(path, numbers) ?? `${path} er ugyldig`;
}

function flatten(errors: ValidationError[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = messageFor(error, path);
    if (message) fields[path] = message;
    Object.assign(fields, flatten(error.children ?? [], path));
  }
  return fields;
}

export const validationPipe = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
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

export function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({
    statusCode: 400,
    message,
    error: 'Bad Request',
    errors: { [field]: message },
  });
}

/** Checks `null` too; `IsOptional` lets null through, so use it only where null means "clear it". */
export const Optional = () => ValidateIf((_object, value) => value !== undefined);

/** `ValidateNested` alone accepts arrays and lets scalars through unchecked. */
export const NestedObject = (type: () => new () => object, { each = false } = {}) =>
  applyDecorators(IsObject({ each }), ValidateNested({ each }), Type(type));

/** `IsNumber({maxDecimalPlaces})` throws on exponent forms (5e-323), turning a 400 into a 500. */
export const IsAmount = (places: number, options?: ValidationOptions) =>
  ValidateBy(
    {
      name: 'isNumber',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          Number(value.toFixed(places)) === value,
      },
    },
    options,
  );
