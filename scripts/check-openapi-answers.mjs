// After the API suite: every JSON answer the tests received (recorded by test/support/answer-recorder.ts)
// must match the OpenAPI document the server publishes (written by test/consumers/openapi.e2e-spec.ts):
// a documented status for its operation, and a body valid against that status's schema.
import { existsSync, readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule.default ?? addFormatsModule;
const [documentFile, answersFile] = ['.test-data/openapi.json', '.test-data/answers.jsonl'];
for (const file of [documentFile, answersFile]) {
  if (!existsSync(file)) {
    console.error(`[openapi answers] ${file} is missing: did the API tests run?`);
    process.exit(1);
  }
}
const document = JSON.parse(readFileSync(documentFile, 'utf8'));
const answers = readFileSync(answersFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi', components: nullable(document.components) });
// OpenAPI 3.0's `nullable: true` (also beside `allOf`/`$ref`) as JSON Schema says it: "this, or null".
function nullable(schema) {
  if (Array.isArray(schema)) return schema.map(nullable);
  if (!schema || typeof schema !== 'object') return schema;
  const { nullable: isNullable, ...rest } = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, nullable(v)]),
  );
  return isNullable ? { anyOf: [rest, { type: 'null' }] } : rest;
}
const withRefs = (schema) =>
  nullable(
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/')),
  );

const validators = new Map();
function validatorFor(path, method, status) {
  const key = `${method} ${path} ${status}`;
  if (!validators.has(key)) {
    const response = document.paths[path]?.[method]?.responses?.[status];
    const schema = response?.content?.['application/json']?.schema;
    validators.set(key, response ? (schema ? ajv.compile(withRefs(schema)) : 'no schema') : null);
  }
  return validators.get(key);
}

const problems = [];
const operations = new Set();
for (const answer of answers) {
  const path = answer.route.replace(/:(\w+)/g, '{$1}');
  const validate = validatorFor(path, answer.method, answer.status);
  operations.add(`${answer.method} ${path}`);
  if (validate === null)
    problems.push(
      `${answer.method.toUpperCase()} ${path} answered ${answer.status}, which the document does not list`,
    );
  else if (validate === 'no schema') {
    if (answer.body !== undefined && answer.body !== '')
      problems.push(
        `${answer.method.toUpperCase()} ${path} ${answer.status}: a body the document gives no schema for`,
      );
  } else if (!validate(answer.body)) {
    const [error] = validate.errors;
    problems.push(
      `${answer.method.toUpperCase()} ${path} ${answer.status}: ${error.instancePath || '(body)'} ${error.message}`,
    );
  }
}
const unique = [...new Set(problems)];
if (unique.length) {
  console.error(
    `[openapi answers] ${unique.length} kinds of answers differ from the document:\n${unique.slice(0, 30).join('\n')}`,
  );
  process.exit(1);
}
if (answers.length < 300 || operations.size < 30) {
  console.error(
    `[openapi answers] only ${answers.length} answers over ${operations.size} operations: the check would prove little`,
  );
  process.exit(1);
}
console.log(
  `[openapi answers] ${answers.length} answers over ${operations.size} operations match the document`,
);
