/** Reading the server's own OpenAPI document: its operations, a plausible body for each, its fields. */

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

export interface Operation {
  method: string;
  /** The address in Express form's OpenAPI spelling: `/api/clients/{id}`. */
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Its answer is 201 with an `id`: the operation makes a row. */
  answersId: boolean;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
      answersId: (() => {
        const created = op.responses?.['201']?.content?.['application/json']?.schema;
        return !!created && 'id' in (resolve(document, created).properties ?? {});
      })(),
    })),
  );
}

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema;
  return resolve(document, document.components.schemas[schema.$ref.split('/').at(-1)!]);
}

const BY_FORMAT: Record<string, unknown> = {
  date: '1990-04-17',
  'date-time': '2026-11-25T12:00:00.000Z',
  email: 'fuzz@example.dk',
};

/** A value of the schema: its example, else one its type and format allow; `known` fills named fields. */
function sample(
  document: OpenApiDocument,
  raw: Schema,
  known: Record<string, unknown>,
  depth = 0,
): unknown {
  const schema = resolve(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.oneOf?.length) return sample(document, schema.oneOf[0], known, depth);
  // A nested DTO with its own description is written `allOf: [{ $ref }]`.
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((part) => sample(document, part, known, depth)));
  if (schema.properties && depth < 6) {
    return Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        name in known ? known[name] : sample(document, property, known, depth + 1),
      ]),
    );
  }
  if (schema.type === 'array' && schema.items)
    return [sample(document, schema.items, known, depth + 1)];
  if (schema.format && schema.format in BY_FORMAT) return BY_FORMAT[schema.format];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'tekst';
}

export function exampleBody(
  document: OpenApiDocument,
  op: Operation,
  known: Record<string, unknown>,
): unknown {
  return op.body ? sample(document, op.body, known) : undefined;
}

/** Every field path in a body, nested objects and array items included (as `['sites', '0', 'name']`). */
export function bodyFields(body: unknown): string[][] {
  const walk = (value: unknown, prefix: string[]): string[][] =>
    value && typeof value === 'object'
      ? [
          ...(prefix.length ? [prefix] : []),
          ...Object.entries(value).flatMap(([key, inner]) => walk(inner, [...prefix, key])),
        ]
      : [prefix];
  return walk(body, []).filter((path) => path.length);
}

/** The filter keys a list documents (`ApiList`: "JSON object with any of: a, b."). */
export function filterKeys(param: Parameter): string[] {
  const list = /any of: ([^.]*)\./.exec(param.description ?? '')?.[1];
  return list
    ? list
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
    : [];
}

/** The body as JSON text with the value at `path` replaced by raw JSON text. */
export function withJsonAt(body: unknown, path: string[], json: string): string {
  const marker = '\u0001FUZZ\u0001';
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1)!] = marker;
  return JSON.stringify(copy).replace(JSON.stringify(marker), () => json);
}
