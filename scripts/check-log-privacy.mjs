// After the API suite: the server's log must hold none of the personal data the tests sent.
// Every signup body the builders make is recorded in .test-data/pii-values.txt; the patterns catch
// the emails and phone numbers written straight into specs.
import { existsSync, readFileSync } from 'node:fs';

const logFile = process.argv[2] ?? '.test-data/api.log';
const valuesFile = '.test-data/pii-values.txt';
if (!existsSync(logFile)) {
  console.error(`[log privacy] no log at ${logFile}: did the API tests run?`);
  process.exit(1);
}
const log = readFileSync(logFile, 'utf8');
const lines = log.split('\n').filter(Boolean);
const values = existsSync(valuesFile)
  ? [
      ...new Set(
        readFileSync(valuesFile, 'utf8')
          .split('\n')
          .filter((v) => v.length >= 4),
      ),
    ]
  : [];
if (values.length < 50) {
  console.error(
    `[log privacy] only ${values.length} recorded test values: the check would prove little`,
  );
  process.exit(1);
}
const patterns = [
  /[\w.+-]+@(example\.dk|arbi\.test)/i,
  /\+45 ?\d{2} ?\d{2} ?\d{2} ?\d{2}/,
  /\b(19|20)\d{2}-\d{2}-\d{2}\b/,
];
const hits = [];
for (const line of lines) {
  const value = values.find((v) => line.includes(v));
  const pattern = patterns.find((p) => p.test(line));
  if (value || pattern) hits.push(`${value ?? pattern}: ${line.slice(0, 200)}`);
}
if (hits.length) {
  console.error(
    `[log privacy] ${hits.length} log lines hold personal data:\n${hits.slice(0, 10).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `[log privacy] 0 hits for ${values.length} test values and ${patterns.length} patterns in ${lines.length} log lines`,
);
