/**
 * schema/report.schema.json, the JSON Schema published with each release for report consumers: it
 * is exactly the definition the tool validates with (src/report/schema.ts), and a consumer's own
 * validator, a fresh strict ajv with nothing of ours, accepts our reports and refuses broken ones.
 */
import Ajv from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCompare } from '../../src/engine/run-compare';
import { renderReportJson } from '../../src/report/json';
import { ReportSchema } from '../../src/report/schema';
import { REPORT_SCHEMA } from '../../src/report/types';
import { sampleReport } from '../github/sample-report';

const root = join(__dirname, '..', '..');
const file = readFileSync(join(root, 'schema/report.schema.json'), 'utf8');

test('the published file is the definition the tool validates with (regenerate: node scripts/gen-report-schema.mjs)', () => {
  expect(file).toBe(`${JSON.stringify(ReportSchema, null, 2)}\n`);
});

test("a consumer's validator compiles it and judges reports as the tool does", async () => {
  const schema = JSON.parse(file);
  expect(schema.properties.schema).toEqual({ const: REPORT_SCHEMA });
  const validate = new Ajv({ allowUnionTypes: true }).compile(schema);
  const acme = JSON.parse(renderReportJson(await runCompare({ baseDir: 'examples/acme/base', headDir: 'examples/acme/head' }, { cwd: root, env: {} })));
  for (const r of [acme, JSON.parse(readFileSync(join(root, '__tests__/fixtures/report/hostile.json'), 'utf8')), JSON.parse(JSON.stringify(sampleReport()))]) {
    expect(validate(r) || validate.errors).toBe(true);
  }
  // Open for additions within 1.x: an unknown key anywhere is fine.
  expect(validate({ ...acme, x_added_in_1_1: { any: 'thing' } })).toBe(true);
  const broken = structuredClone(acme);
  broken.questions[0].head.retrieved[0].rank = 0;
  expect(validate(broken)).toBe(false);
  expect(validate.errors?.[0]).toMatchObject({ instancePath: '/questions/0/head/retrieved/0/rank', keyword: 'minimum' });
  expect(validate({ ...acme, schema: 'retrieval-gate/report@2' })).toBe(false);
});
