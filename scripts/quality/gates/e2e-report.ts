// The end-to-end suite's JSON report (Playwright's `json` reporter, playwright.config.ts), as the
// accessibility gate reads it: checked, and each spec file's tests with their titles.
import { z } from 'zod';

/** A suite of the report: the fields the gate reads. */
export interface ReportSuite {
  title: string;
  file: string;
  specs?: { title: string; tests: { projectName: string; results: { status: string }[] }[] }[];
  suites?: ReportSuite[];
}
const suiteSchema: z.ZodType<ReportSuite> = z.lazy(() =>
  z.object({
    title: z.string(),
    file: z.string(),
    specs: z
      .array(
        z.object({
          title: z.string(),
          tests: z.array(
            z.object({
              projectName: z.string(),
              results: z.array(z.object({ status: z.string() })),
            }),
          ),
        }),
      )
      .optional(),
    suites: z.array(suiteSchema).optional(),
  }),
);
const reportSchema = z.object({ suites: z.array(suiteSchema) });
export type SuiteReport = z.infer<typeof reportSchema>;

/** A report as Playwright wrote it, or undefined when the text is not one. */
export function parseReport(text: string): SuiteReport | undefined {
  try {
    const parsed = reportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A test of a spec file on the 'static' project: its full title and its last result. */
export interface SpecTest {
  name: string;
  status: string;
}

/** The tests of one spec file in a report, each titled with its describe blocks. */
export function specTests(report: SuiteReport, spec: string): SpecTest[] {
  const tests: SpecTest[] = [];
  const walk = (suite: ReportSuite, prefix: string) => {
    for (const s of suite.specs ?? []) {
      for (const t of s.tests.filter((test) => test.projectName === 'static'))
        tests.push({ name: `${prefix}${s.title}`, status: t.results.at(-1)?.status ?? 'skipped' });
    }
    for (const child of suite.suites ?? [])
      walk(
        child,
        suite.file === child.file && suite.title !== child.file
          ? `${prefix}${child.title} › `
          : `${child.title} › `,
      );
  };
  for (const suite of report.suites.filter((s) => s.file === spec)) walk(suite, '');
  return tests;
}

/**
 * The tests, on any project, that failed first and passed on their retry ('flaky' in
 * Playwright's words), as `[project] file › title`. The retry keeps a rare hiccup of this shared
 * machine from failing CI, but a test that needs it has a cause to find: the report names them.
 */
export function passedOnRetry(report: SuiteReport): string[] {
  const found: string[] = [];
  const walk = (suite: ReportSuite, prefix: string) => {
    for (const s of suite.specs ?? []) {
      for (const t of s.tests) {
        const statuses = t.results.map((r) => r.status);
        if (statuses.length > 1 && statuses.at(-1) === 'passed' && statuses[0] !== 'passed')
          found.push(`[${t.projectName}] ${prefix}${s.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title} › `);
  };
  for (const suite of report.suites) walk(suite, `${suite.file} › `);
  return found;
}
