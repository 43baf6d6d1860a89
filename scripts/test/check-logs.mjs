// Reads the portal's log of a whole browser-test run and fails when a secret appears in it or when the
// log is not what operators rely on: JSON lines, and gateway calls that carry the request's id.
// Usage: node scripts/test/check-logs.mjs tmp/e2e-server.log [more logs: one per browser-test worker's server]
import { readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['tmp/e2e-server.log'];
const lines = files.flatMap((file) => readFileSync(file, 'utf8').split('\n')).filter((line) => line.startsWith('{'));

// The demo password (spec/demo-data.md), the passwords the browser tests type, and shapes that only
// secrets have: bearer tokens, JWTs, 18-digit ID numbers, password or code fields with a value.
const secrets = [
  { name: 'demo password', pattern: /Demo@2026pass/ },
  { name: 'test passwords', pattern: /(New|Reset|Changed|Strong)@20\d\dpass/i },
  { name: 'bearer token', pattern: /Bearer\s+[A-Za-z0-9._-]{10,}/ },
  { name: 'JWT', pattern: /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  { name: 'ID number', pattern: /\b\d{17}[\dXx]\b/ },
  { name: 'password field', pattern: /"(password|pwd|oldPwd|newPwd|newPwd2)":"(?!\[redacted\])[^"]+"/ },
  { name: 'code field', pattern: /"(code|smsCode)":"\d{4,6}"/ },
  { name: 'query secret', pattern: /[?&](password|pwd|code|token)=[^&\s"]+/ },
];

const problems = [];
for (const { name, pattern } of secrets) {
  const hit = lines.find((line) => pattern.test(line));
  if (hit) problems.push(`${name} in a log line: ${hit.slice(0, 160)}`);
}
const unparsable = lines.filter((line) => {
  try {
    JSON.parse(line);
    return false;
  } catch {
    return true;
  }
});
if (unparsable.length > 0) problems.push(`${unparsable.length} log lines are not JSON, e.g. ${unparsable[0].slice(0, 120)}`);
const calls = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'gateway call' || entry.msg === 'gateway request');
if (calls.length === 0) problems.push('no gateway call was logged');
const withoutId = calls.filter((entry) => typeof entry.reqId !== 'string' || entry.reqId.length < 8);
if (withoutId.length > 0) problems.push(`${withoutId.length} gateway log lines without a request id`);

console.log(`${files.length} log(s), ${lines.length} JSON log lines, ${calls.length} gateway lines checked for secrets and request ids`);
for (const problem of problems) console.error(`✘ ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
