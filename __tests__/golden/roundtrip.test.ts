/** Property: any valid golden set written out as YAML parses back to the same questions. */
import fc from 'fast-check';
import { stringify } from 'yaml';
import { parseGoldenSet } from '../../src/golden/parse';

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,7}$/);
const label = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.option(word, { nil: undefined }))
  .map(([segs, anchor]) => `${segs.join('/')}.md${anchor ? `#${anchor}` : ''}`);
const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() === s && s !== '');

const question = fc.record({
  question: text,
  relevant: fc.uniqueArray(label, { minLength: 1, maxLength: 4 }),
  forbidden: fc.uniqueArray(label.map((l) => `old/${l}`), { maxLength: 2 }),
  required_facts: fc.array(text, { maxLength: 2 }),
  tags: fc.uniqueArray(word, { maxLength: 3 }),
  answerable: fc.boolean(),
});

test('stringify → parseGoldenSet keeps every field, ids and line numbers in order', () => {
  fc.assert(
    fc.property(fc.array(question, { minLength: 1, maxLength: 6 }), (qs) => {
      const doc = { questions: qs.map((q, i) => ({ id: `Q${i}`, ...q })) };
      const g = parseGoldenSet(stringify(doc), 'g.yml');
      expect(g.questions.map((q) => q.id)).toEqual(qs.map((_, i) => `Q${i}`));
      g.questions.forEach((got, i) => {
        const want = qs[i];
        expect(got.question).toBe(want.question);
        expect(got.relevant.map((l) => l.raw)).toEqual(want.relevant);
        expect(got.forbidden.map((l) => l.raw)).toEqual(want.forbidden);
        expect(got.requiredFacts).toEqual(want.required_facts);
        expect(got.tags).toEqual(want.tags);
        expect(got.answerable).toBe(want.answerable);
        if (i > 0) expect(got.line).toBeGreaterThan(g.questions[i - 1].line);
      });
    }),
    { numRuns: 60 },
  );
});
