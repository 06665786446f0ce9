// `npm test`: the whole gate a change must pass, in CI order — typecheck, lint, format, unit/server/component
// tests (vitest), client build, size budgets, end-to-end tests (Playwright against `npm start`'s real server).
// Prints each stage's time and a last line `N passed, N failed`. Options:
//   --only=vitest,e2e   run just these stages        TEST_SUMMARY_FILE=path   also write the counts as JSON
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Counts {
  passed: number;
  failed: number;
}

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const work = mkdtempSync(join(tmpdir(), 'portal-test-run-'));
const totals: Counts = { passed: 0, failed: 0 };
const timings: string[] = [];
/** Each failed test's name and first line of error, printed again at the very end: CI keeps the output's tail. */
const failures: string[] = [];
const flaky: string[] = [];
let failedStages = 0;

function record(stage: string, ok: boolean, started: number, counts: Counts): void {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // A runner that crashed before reporting still counts as a failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (!ok) failedStages++;
  timings.push(
    `${ok ? 'ok  ' : 'FAIL'} ${stage.padEnd(10)} ${seconds.padStart(6)} s  ${counts.passed} passed, ${counts.failed} failed`,
  );
}

const selected = (stage: string, optIn: boolean) => (only ? only.includes(stage) : !optIn);
const commandLine = (command: string, args: string[]) =>
  [command, ...args].map((a) => a.replace(root + '/', '')).join(' ');
const passFail = (ok: boolean): Counts => (ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

function run(stage: string, command: string, args: string[], count?: () => Counts, optIn = false): void {
  if (!selected(stage, optIn)) return;
  process.stdout.write(`\n=== ${stage}: ${commandLine(command, args)}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  record(stage, ok, started, count?.() ?? passFail(ok));
}

/**
 * Stages that each use one core (the static checks) run at the same time; each one's output is printed whole when
 * it ends, so the logs do not interleave.
 */
async function runTogether(stages: { stage: string; command: string; args: string[] }[]): Promise<void> {
  await Promise.all(
    stages
      .filter(({ stage }) => selected(stage, false))
      .map(
        ({ stage, command, args }) =>
          new Promise<void>((done) => {
            const started = performance.now();
            const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
            const output: Buffer[] = [];
            child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
            child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
            child.on('close', (status) => {
              process.stdout.write(
                `\n=== ${stage}: ${commandLine(command, args)}\n${Buffer.concat(output).toString()}`,
              );
              record(stage, status === 0, started, passFail(status === 0));
              done();
            });
          }),
      ),
  );
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

await runTogether([
  { stage: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { stage: 'lint', command: bin('eslint'), args: ['--cache', '--max-warnings=0', '.'] },
  { stage: 'format', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
]);

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

// Playwright's messages carry terminal colours.
const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0]?.slice(0, 240) ?? '';

function vitest(stage: string, extraArgs: string[], optIn = false): void {
  const report = join(work, `${stage}.json`);
  const args = ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const count = () => {
    const json = readJson<VitestReport>(report);
    for (const file of json?.testResults ?? []) {
      const path = file.name.replace(root + '/', '');
      const failedTests = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        failures.push(`  [${stage}] ${path} › ${test.fullName}\n      ${firstLine(test.failureMessages[0])}`);
      }
      // Passed on its retry (vitest.config.ts): not a failure, but named so it gets made steady.
      for (const test of file.assertionResults) {
        if (test.status === 'passed' && test.failureMessages.length > 0) {
          flaky.push(`  [${stage}] ${path} › ${test.fullName}\n      ${firstLine(test.failureMessages[0])}`);
        }
      }
      // A file that failed outside its tests (an import or a hook).
      if (file.status === 'failed' && failedTests.length === 0) {
        failures.push(`  [${stage}] ${path}\n      ${firstLine(file.message)}`);
      }
    }
    return { passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0 };
  };
  run(stage, bin('vitest'), args, count, optIn);
}

vitest('vitest', []);
// Only on request (CI's PostgreSQL pass): the server project alone.
vitest('vitest-server', ['--project=server'], true);

run('build', bin('vite'), ['build', '--logLevel=warn']);
// The first-load budgets of scripts/size-budgets.ts, on the build just made (page, size, largest files when over).
run('size', bin('tsx'), ['scripts/bench-size.ts', '--check']);

const e2eReport = join(work, 'playwright.json');
process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = e2eReport;
interface E2eSuite {
  title: string;
  suites?: E2eSuite[];
  specs?: {
    title: string;
    tests: { projectName: string; status: string; results: { duration: number; error?: { message?: string } }[] }[];
  }[];
}

/** Each lane's busy time and the slowest tests: where the e2e stage's minutes go. Notes the failed tests. */
function e2eTimes(suites: readonly E2eSuite[]): string {
  const tests: { name: string; ms: number; status: string; error: string }[] = [];
  const lanes = new Map<string, number>();
  const walk = (suite: E2eSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        lanes.set(test.projectName, (lanes.get(test.projectName) ?? 0) + ms);
        tests.push({
          name: `[${test.projectName}] ${file} › ${spec.title}`,
          ms,
          status: test.status,
          error: firstLine(test.results.find((result) => result.error)?.error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of suites) walk(suite, suite.title);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;
  const named = (status: string) =>
    tests.filter((test) => test.status === status).map((test) => `  ${test.name}\n      ${test.error}`);
  failures.push(...named('unexpected'));
  // Passed on its retry (`--retries=1` below): named so it gets made steady.
  flaky.push(...named('flaky'));
  const slowest = tests.sort((a, b) => b.ms - a.ms).slice(0, 12);
  return [
    'e2e time per lane: ' + [...lanes].map(([lane, ms]) => `${lane} ${seconds(ms).trim()}`).join(', '),
    'slowest e2e tests:',
    ...slowest.map((test) => `${seconds(test.ms)}  ${test.name}`),
  ].join('\n');
}

// One retry: on a slow, busy machine a browser step can miss its time limit once. A test that needs it is named.
run('e2e', bin('playwright'), ['test', '--reporter=list,json', '--retries=1'], () => {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    suites: E2eSuite[];
  }>(e2eReport);
  if (report) process.stdout.write(`\n${e2eTimes(report.suites)}\n`);
  return { passed: (report?.stats.expected ?? 0) + (report?.stats.flaky ?? 0), failed: report?.stats.unexpected ?? 0 };
});

rmSync(work, { recursive: true, force: true });
if (flaky.length > 0) process.stdout.write(`\npassed only on a retry:\n${flaky.join('\n')}\n`);
if (failures.length > 0) process.stdout.write(`\nfailed tests:\n${failures.join('\n')}\n`);
process.stdout.write(`\n${timings.join('\n')}\n`);
if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(totals));
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(failedStages > 0 ? 1 : 0);
