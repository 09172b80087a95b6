// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  parseReport,
  passedOnRetry,
  specTests,
  type SuiteReport,
} from '@/scripts/quality/gates/e2e-report';

const test = (projectName: string, ...statuses: string[]) => ({
  projectName,
  results: statuses.map((status) => ({ status })),
});

/** A report shaped like Playwright's JSON reporter writes it. */
const report: SuiteReport = {
  suites: [
    {
      title: 'a11y.spec.ts',
      file: 'a11y.spec.ts',
      specs: [{ title: 'skip link', tests: [test('static', 'passed')] }],
      suites: [
        {
          title: 'axe',
          file: 'a11y.spec.ts',
          specs: [
            { title: 'home at 375', tests: [test('static', 'failed', 'passed')] },
            { title: 'menu open', tests: [test('static', 'failed'), test('nginx', 'passed')] },
          ],
        },
      ],
    },
    {
      title: 'smoke.spec.ts',
      file: 'smoke.spec.ts',
      specs: [{ title: 'home renders', tests: [test('static', 'failed')] }],
    },
  ],
};

describe('specTests', () => {
  it("takes one spec file's tests on the 'static' project, each by its last result", () => {
    expect(specTests(report, 'a11y.spec.ts')).toEqual([
      { name: 'skip link', status: 'passed' },
      { name: 'axe › home at 375', status: 'passed' },
      { name: 'axe › menu open', status: 'failed' },
    ]);
  });

  it('finds nothing for a spec the report does not hold', () => {
    expect(specTests(report, 'upload.spec.ts')).toEqual([]);
  });
});

describe('parseReport', () => {
  it('reads a report, and nothing that is not one', () => {
    expect(parseReport(JSON.stringify(report))).toEqual(report);
    expect(parseReport('Error: no tests found')).toBeUndefined();
    expect(parseReport('{"suites":[{"title":"a11y.spec.ts"}]}')).toBeUndefined();
  });
});

describe('passedOnRetry', () => {
  it('names the tests that passed only on their retry, on every project, and no others', () => {
    expect(passedOnRetry(report)).toEqual(['[static] a11y.spec.ts › axe › home at 375']);
  });

  it('names none in a run where every test passed first time or failed for good', () => {
    const clean: SuiteReport = {
      suites: [
        {
          title: 'x.spec.ts',
          file: 'x.spec.ts',
          specs: [
            { title: 'a', tests: [test('nginx', 'passed')] },
            { title: 'b', tests: [test('static', 'failed', 'failed')] },
          ],
        },
      ],
    };
    expect(passedOnRetry(clean)).toEqual([]);
  });
});
