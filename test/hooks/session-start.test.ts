import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  LAYOUT,
  MAX_HOOK_READ_BYTES,
  computeNudge,
  countPublishedRecords,
  localToday,
  resolveDataDir,
  sessionStart,
} from '../../hooks/session-start.mjs';

const HOOK = fileURLToPath(new URL('../../hooks/session-start.mjs', import.meta.url));
const CLI = fileURLToPath(new URL('../../dist/cli/main.js', import.meta.url));

const INIT_LINE = 'brain: no profile yet — run: brain init';
const GATHER = ' — run: brain consolidate --gather';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) {
    rmSync(root, { recursive: true, force: true });
  }
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'brain-hook-'));
  roots.push(root);
  return root;
}

/** Child env without the caller's own data-dir variables, so the machine running the tests can't leak in. */
function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.BRAIN_DATA_DIR;
  delete env.XDG_DATA_HOME;
  delete env.CLAUDE_PLUGIN_ROOT;
  return { ...env, ...vars };
}

interface HookRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

function runHook(env: NodeJS.ProcessEnv, options: { script?: string; cwd?: string } = {}): HookRun {
  const result = spawnSync(process.execPath, [options.script ?? HOOK], {
    env,
    cwd: options.cwd,
    encoding: 'utf8',
    timeout: 20_000,
  });
  const run = { status: result.status, stdout: result.stdout, stderr: result.stderr };
  // Claude Code only inlines hook output below 10,000 characters.
  expect(run.stdout.length).toBeLessThan(10_000);
  return run;
}

/**
 * The hook's logic in this process: `sessionStart`, which `main` runs after reading stdin (no input
 * here, as a spawn without stdin gives). For the cases whose subject is what the hook decides and
 * creates; what only the process shows (exit status, stderr, the entry as a script) is spawned.
 */
function hookIn(env: NodeJS.ProcessEnv): HookRun {
  const stdout = sessionStart({ input: null, env, ...(env.HOME === undefined ? {} : { home: env.HOME }) });
  expect(stdout.length).toBeLessThan(10_000);
  return { status: 0, stdout, stderr: '' };
}

function addDays(ymd: string, days: number): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

interface Scenario {
  profile?: boolean;
  records?: number;
  /** A value is written as JSON; a string is written verbatim (for garbage). */
  sidecar?: unknown;
}

function makeBrain(dataDir: string, { profile = true, records = 0, sidecar }: Scenario): void {
  const published = join(dataDir, 'ingest', 'published');
  mkdirSync(join(dataDir, 'brain'), { recursive: true });
  mkdirSync(published, { recursive: true });
  if (profile) writeFileSync(join(dataDir, 'brain', 'profile.md'), '# Profile\n\n## Static\n\n## Dynamic\n');
  for (let i = 0; i < records; i += 1) {
    writeFileSync(join(published, `record-${String(i).padStart(5, '0')}.md`), `---\nid: r${i}\n---\ntext ${i}\n`);
  }
  if (sidecar !== undefined) {
    const text = typeof sidecar === 'string' ? sidecar : JSON.stringify(sidecar);
    writeFileSync(join(dataDir, 'brain', 'consolidation-state.json'), text);
  }
}

function sidecar(lastRun: unknown, publishedCount: unknown, nudge: unknown = { minNewPublished: 1, minDaysSinceRun: 1 }): Record<string, unknown> {
  return { last_run: lastRun, published_count: publishedCount, last_diff: null, nudge };
}

/** Everything the hook sees, set up in a fresh data dir; returns the env pointing at it. */
function brainEnv(scenario: Scenario): { env: NodeJS.ProcessEnv; dataDir: string } {
  const root = tempRoot();
  const dataDir = join(root, 'data');
  makeBrain(dataDir, scenario);
  return { env: childEnv({ BRAIN_DATA_DIR: dataDir, HOME: join(root, 'home') }), dataDir };
}

describe('session-start hook', () => {
  // Dates are relative to the day the hook itself will see, so the table holds on any calendar day.
  const today = localToday();
  const daysAgo = (n: number) => addDays(today, -n);

  it.each<[string, Scenario, string]>([
    ['no profile, records waiting', { profile: false, records: 3 }, `${INIT_LINE}\n`],
    ['profile, nothing published, never consolidated', { records: 0 }, ''],
    ['profile, nothing published, sidecar says never run', { records: 0, sidecar: sidecar(null, 0) }, ''],
    ['never consolidated, 3 records', { records: 3 }, `brain: 3 new published records and no consolidation yet${GATHER}\n`],
    ['never consolidated, 1 record (singular)', { records: 1 }, `brain: 1 new published record and no consolidation yet${GATHER}\n`],
    ['consolidated today, 2 new, minDaysSinceRun 1', { records: 5, sidecar: sidecar(daysAgo(0), 3) }, ''],
    [
      'consolidated yesterday, 2 new',
      { records: 5, sidecar: sidecar(daysAgo(1), 3) },
      `brain: 2 new published records since the last consolidation (1 day ago)${GATHER}\n`,
    ],
    [
      'consolidated 12 days ago, 4 new',
      { records: 12, sidecar: sidecar(daysAgo(12), 8) },
      `brain: 4 new published records since the last consolidation (12 days ago)${GATHER}\n`,
    ],
    [
      'consolidated today, 1 new, minDaysSinceRun 0',
      { records: 4, sidecar: sidecar(daysAgo(0), 3, { minNewPublished: 1, minDaysSinceRun: 0 }) },
      `brain: 1 new published record since the last consolidation (today)${GATHER}\n`,
    ],
    ['consolidated 12 days ago, nothing new', { records: 8, sidecar: sidecar(daysAgo(12), 8) }, ''],
    ['records deleted since the last run', { records: 2, sidecar: sidecar(daysAgo(12), 8) }, ''],
    ['last_run in the future', { records: 12, sidecar: sidecar(daysAgo(-3), 8) }, ''],
    ['sidecar minNewPublished 5, 4 new: below threshold', { records: 12, sidecar: sidecar(daysAgo(12), 8, { minNewPublished: 5, minDaysSinceRun: 1 }) }, ''],
    [
      'sidecar minNewPublished 5, 5 new: nudges',
      { records: 13, sidecar: sidecar(daysAgo(12), 8, { minNewPublished: 5, minDaysSinceRun: 1 }) },
      `brain: 5 new published records since the last consolidation (12 days ago)${GATHER}\n`,
    ],
    ['sidecar minDaysSinceRun 30, 12 days: too soon', { records: 12, sidecar: sidecar(daysAgo(12), 8, { minNewPublished: 1, minDaysSinceRun: 30 }) }, ''],
    [
      'sidecar minNewPublished 0 never nudges about 0 records',
      { records: 8, sidecar: sidecar(daysAgo(12), 8, { minNewPublished: 0, minDaysSinceRun: 0 }) },
      '',
    ],
    [
      'unusable thresholds fall back to 1 / 1',
      { records: 9, sidecar: sidecar(daysAgo(1), 8, { minNewPublished: -1, minDaysSinceRun: 1.5 }) },
      `brain: 1 new published record since the last consolidation (1 day ago)${GATHER}\n`,
    ],
    [
      'garbage JSON sidecar counts as never run',
      { records: 3, sidecar: '{"last_run": "2026-0' },
      `brain: 3 new published records and no consolidation yet${GATHER}\n`,
    ],
    ['empty sidecar file counts as never run', { records: 2, sidecar: '' }, `brain: 2 new published records and no consolidation yet${GATHER}\n`],
    [
      'wrongly typed sidecar fields count as never run with default thresholds',
      { records: 3, sidecar: { last_run: 20260101, published_count: '3', nudge: 'often' } },
      `brain: 3 new published records and no consolidation yet${GATHER}\n`,
    ],
    [
      'a published_count that is not a count means no usable baseline',
      { records: 3, sidecar: sidecar(daysAgo(12), -2) },
      `brain: 3 new published records and no consolidation yet${GATHER}\n`,
    ],
    [
      'a last_run that is not a real date counts as never run',
      { records: 3, sidecar: sidecar('2026-02-30', 3) },
      `brain: 3 new published records and no consolidation yet${GATHER}\n`,
    ],
    [
      'a JSON array sidecar counts as never run',
      { records: 2, sidecar: [sidecar(daysAgo(1), 2)] },
      `brain: 2 new published records and no consolidation yet${GATHER}\n`,
    ],
    ['a JSON null sidecar counts as never run', { records: 2, sidecar: 'null' }, `brain: 2 new published records and no consolidation yet${GATHER}\n`],
  ])('%s', (_name, scenario, expected) => {
    const { env } = brainEnv(scenario);
    const run = hookIn(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(expected);
  });

  it('with no data dir at all, creates the scaffold and asks for init', () => {
    const root = tempRoot();
    const dataDir = join(root, 'does', 'not', 'exist');
    const run = hookIn(childEnv({ BRAIN_DATA_DIR: dataDir, HOME: join(root, 'home') }));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${INIT_LINE}\n`);
    expect(existsSync(join(dataDir, 'brain', 'journal'))).toBe(true);
    expect(existsSync(join(dataDir, 'ingest', 'published'))).toBe(true);
    // Every folder it created is private to the operator, the data dir and its parents included.
    for (const dir of [
      'does',
      'does/not',
      'does/not/exist',
      'does/not/exist/brain',
      'does/not/exist/brain/journal',
      'does/not/exist/ingest',
      'does/not/exist/ingest/published',
    ]) {
      expect((statSync(join(root, dir)).mode & 0o777).toString(8), dir).toBe('700');
    }
    // The hook scaffolds folders only; creating the profile is `brain init`'s job.
    expect(existsSync(join(dataDir, 'brain', 'profile.md'))).toBe(false);
  });

  it('counts only non-hidden *.md entries of ingest/published', () => {
    const { env, dataDir } = brainEnv({ records: 2 });
    const published = join(dataDir, 'ingest', 'published');
    writeFileSync(join(published, '.record-00000.md.swp'), '');
    writeFileSync(join(published, '.hidden.md'), '');
    writeFileSync(join(published, 'notes.txt'), '');
    writeFileSync(join(published, 'record.md.tmp-123'), '');
    const run = hookIn(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`brain: 2 new published records and no consolidation yet${GATHER}\n`);
  });

  it('never reads the records or the profile', () => {
    const { env, dataDir } = brainEnv({ records: 3 });
    // Unreadable to anyone but root; as root the point is made by the garbage contents instead.
    writeFileSync(join(dataDir, 'brain', 'profile.md'), '\u0000not a profile\u0000');
    writeFileSync(join(dataDir, 'ingest', 'published', 'record-00000.md'), '\u0000garbage');
    if (!isRoot) chmodSync(join(dataDir, 'brain', 'profile.md'), 0o000);
    const run = hookIn(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`brain: 3 new published records and no consolidation yet${GATHER}\n`);
  });

  it('treats an ingest/published that cannot be listed (a regular file) as 0 records, exit 0', () => {
    const { env, dataDir } = brainEnv({ records: 0, sidecar: sidecar(addDays(today, -12), 0) });
    const published = join(dataDir, 'ingest', 'published');
    rmSync(published, { recursive: true });
    writeFileSync(published, 'not a folder');
    const run = runHook(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('');
  });

  it.skipIf(isRoot)('treats an ingest/published without read permission as 0 records, exit 0', () => {
    const { env, dataDir } = brainEnv({ records: 3 });
    const published = join(dataDir, 'ingest', 'published');
    chmodSync(published, 0o000);
    try {
      const run = hookIn(env);
      expect(run.status).toBe(0);
      expect(run.stdout).toBe('');
    } finally {
      chmodSync(published, 0o755);
    }
  });

  it('survives a data dir that is a regular file (nothing can be created): init line, exit 0', () => {
    const root = tempRoot();
    const dataDir = join(root, 'data');
    writeFileSync(dataDir, 'occupied');
    const run = runHook(childEnv({ BRAIN_DATA_DIR: dataDir, HOME: join(root, 'home') }));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${INIT_LINE}\n`);
    expect(run.stderr).toBe('');
  });

  it('treats a sidecar that is a directory as never run', () => {
    const { env, dataDir } = brainEnv({ records: 2 });
    mkdirSync(join(dataDir, 'brain', 'consolidation-state.json'));
    const run = hookIn(env);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`brain: 2 new published records and no consolidation yet${GATHER}\n`);
  });

  it('runs when started through a symlink (as plugin caches may install it)', () => {
    const root = tempRoot();
    const link = join(root, 'linked-session-start.mjs');
    symlinkSync(HOOK, link);
    const run = runHook(childEnv({ BRAIN_DATA_DIR: join(root, 'data'), HOME: join(root, 'home') }), {
      script: link,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(`${INIT_LINE}\n`);
  });

  it('has no side effects when imported', () => {
    const root = tempRoot();
    const dataDir = join(root, 'data');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(HOOK).href)});`], {
      env: childEnv({ BRAIN_DATA_DIR: dataDir, HOME: join(root, 'home') }),
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });

  describe('data dir resolution: BRAIN_DATA_DIR > XDG_DATA_HOME/brain > HOME/.local/share/brain', () => {
    it.each<[string, (root: string) => Record<string, string>, string]>([
      [
        'BRAIN_DATA_DIR wins over XDG_DATA_HOME and HOME',
        (root) => ({ BRAIN_DATA_DIR: join(root, 'explicit'), XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }),
        'explicit',
      ],
      [
        'XDG_DATA_HOME/brain when BRAIN_DATA_DIR is empty',
        (root) => ({ BRAIN_DATA_DIR: '', XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }),
        join('xdg', 'brain'),
      ],
      ['XDG_DATA_HOME/brain when BRAIN_DATA_DIR is unset', (root) => ({ XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }), join('xdg', 'brain')],
      [
        'HOME/.local/share/brain when both are empty',
        (root) => ({ BRAIN_DATA_DIR: '', XDG_DATA_HOME: '', HOME: join(root, 'home') }),
        join('home', '.local', 'share', 'brain'),
      ],
      ['HOME/.local/share/brain when both are unset', (root) => ({ HOME: join(root, 'home') }), join('home', '.local', 'share', 'brain')],
      [
        'a relative BRAIN_DATA_DIR resolves against the working directory',
        (root) => ({ BRAIN_DATA_DIR: join('rel', 'data'), HOME: join(root, 'home') }),
        join('rel', 'data'),
      ],
    ])('%s', (_name, vars, expectedUnderRoot) => {
      const root = tempRoot();
      const run = runHook(childEnv(vars(root)), { cwd: root });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${INIT_LINE}\n`);
      const candidates = ['explicit', join('xdg', 'brain'), join('home', '.local', 'share', 'brain'), join('rel', 'data')];
      for (const candidate of candidates) {
        expect([candidate, existsSync(join(root, candidate, 'brain', 'journal'))]).toEqual([candidate, candidate === expectedUnderRoot]);
      }
    });
  });
});

describe('hook source', () => {
  const source = readFileSync(HOOK, 'utf8');

  it('imports only node: built-ins (static, dynamic and require)', () => {
    const specifiers: string[] = [];
    for (const m of source.matchAll(/\b(?:import|export)\s[^'"`;]*?\bfrom\s*(['"])([^'"]*)\1/g)) specifiers.push(m[2]!);
    for (const m of source.matchAll(/\bimport\s*(['"])([^'"]*)\1/g)) specifiers.push(m[2]!);
    for (const m of source.matchAll(/\b(?:import|require)\s*\(([^)]*)\)/g)) {
      const literal = /^\s*(['"`])([^'"`]*)\1\s*$/.exec(m[1]!);
      // A computed specifier can't be checked, so it isn't allowed either.
      specifiers.push(literal ? literal[2]! : `<computed: ${m[1]!.trim()}>`);
    }
    expect(specifiers.length).toBeGreaterThan(0);
    expect(specifiers.filter((s) => !s.startsWith('node:'))).toEqual([]);
  });
});

describe('resolveDataDir', () => {
  const home = '/home/op';
  it.each<[string, Record<string, string | undefined>, string]>([
    ['BRAIN_DATA_DIR first', { BRAIN_DATA_DIR: '/data/b', XDG_DATA_HOME: '/xdg' }, '/data/b'],
    ['XDG_DATA_HOME/brain next', { XDG_DATA_HOME: '/xdg' }, '/xdg/brain'],
    ['empty BRAIN_DATA_DIR is unset', { BRAIN_DATA_DIR: '', XDG_DATA_HOME: '/xdg' }, '/xdg/brain'],
    ['empty XDG_DATA_HOME is unset', { XDG_DATA_HOME: '' }, '/home/op/.local/share/brain'],
    ['undefined values are unset', { BRAIN_DATA_DIR: undefined, XDG_DATA_HOME: undefined }, '/home/op/.local/share/brain'],
    ['nothing set', {}, '/home/op/.local/share/brain'],
    ['normalizes the path', { BRAIN_DATA_DIR: '/data/./x/../b/' }, '/data/b'],
  ])('%s', (_name, env, expected) => {
    expect(resolveDataDir(env, home)).toBe(expected);
  });

  it('makes a relative path absolute against the working directory', () => {
    expect(resolveDataDir({ BRAIN_DATA_DIR: 'rel/b' }, home)).toBe(join(process.cwd(), 'rel', 'b'));
  });
});

describe('localToday', () => {
  it.each<[Date, string]>([
    [new Date(2026, 0, 5, 0, 0, 1), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59, 59), '2026-12-31'],
    [new Date(2028, 1, 29, 12), '2028-02-29'],
  ])('%s → %s', (now, expected) => {
    expect(localToday(now)).toBe(expected);
  });
});

describe('countPublishedRecords', () => {
  it('is 0 for a folder that does not exist', () => {
    expect(countPublishedRecords(join(tempRoot(), 'missing'))).toBe(0);
  });
});

describe('computeNudge', () => {
  const today = '2026-06-15';

  it('reports the numbers behind a due nudge', () => {
    const root = tempRoot();
    makeBrain(root, { records: 12, sidecar: sidecar('2026-06-03', 8, { minNewPublished: 2, minDaysSinceRun: 7 }) });
    expect(computeNudge({ dataDir: root, today })).toEqual({
      dataDir: root,
      profileExists: true,
      publishedCount: 12,
      newPublished: 4,
      lastRun: '2026-06-03',
      daysSinceRun: 12,
      thresholds: { minNewPublished: 2, minDaysSinceRun: 7 },
      message: `brain: 4 new published records since the last consolidation (12 days ago)${GATHER}`,
    });
  });

  it('reports a never-run brain with default thresholds and no message when nothing is published', () => {
    const root = tempRoot();
    makeBrain(root, { records: 0 });
    expect(computeNudge({ dataDir: root, today })).toEqual({
      dataDir: root,
      profileExists: true,
      publishedCount: 0,
      newPublished: 0,
      lastRun: null,
      daysSinceRun: null,
      thresholds: DEFAULT_THRESHOLDS,
      message: null,
    });
  });

  it('is a pure read: a missing data dir stays missing', () => {
    const dataDir = join(tempRoot(), 'nothing-here');
    const nudge = computeNudge({ dataDir, today });
    expect(nudge.message).toBe(INIT_LINE);
    expect(nudge.profileExists).toBe(false);
    expect(nudge.publishedCount).toBe(0);
    expect(existsSync(dataDir)).toBe(false);
  });

  it.each<[string, unknown, Pick<ReturnType<typeof computeNudge>, 'lastRun' | 'daysSinceRun' | 'newPublished' | 'thresholds'>]>([
    [
      'a valid sidecar',
      sidecar('2026-06-14', 1, { minNewPublished: 3, minDaysSinceRun: 0 }),
      { lastRun: '2026-06-14', daysSinceRun: 1, newPublished: 2, thresholds: { minNewPublished: 3, minDaysSinceRun: 0 } },
    ],
    ['last_run after today', sidecar('2026-06-20', 1), { lastRun: '2026-06-20', daysSinceRun: -5, newPublished: 2, thresholds: DEFAULT_THRESHOLDS }],
    ['a leap day that does not exist', sidecar('2026-02-29', 1), { lastRun: null, daysSinceRun: null, newPublished: 3, thresholds: DEFAULT_THRESHOLDS }],
    [
      'a timestamp instead of a date',
      sidecar('2026-06-14T10:00:00Z', 1),
      { lastRun: null, daysSinceRun: null, newPublished: 3, thresholds: DEFAULT_THRESHOLDS },
    ],
    ['a fractional published_count', sidecar('2026-06-14', 1.5), { lastRun: null, daysSinceRun: null, newPublished: 3, thresholds: DEFAULT_THRESHOLDS }],
    [
      'each threshold validated on its own',
      sidecar('2026-06-14', 1, { minNewPublished: '2', minDaysSinceRun: 4 }),
      { lastRun: '2026-06-14', daysSinceRun: 1, newPublished: 2, thresholds: { minNewPublished: 1, minDaysSinceRun: 4 } },
    ],
    ['nudge is an array', sidecar('2026-06-14', 1, [5, 5]), { lastRun: '2026-06-14', daysSinceRun: 1, newPublished: 2, thresholds: DEFAULT_THRESHOLDS }],
  ])('reads %s', (_name, state, expected) => {
    const root = tempRoot();
    makeBrain(root, { records: 3, sidecar: state });
    const nudge = computeNudge({ dataDir: root, today });
    expect({
      lastRun: nudge.lastRun,
      daysSinceRun: nudge.daysSinceRun,
      newPublished: nudge.newPublished,
      thresholds: nudge.thresholds,
    }).toEqual(expected);
  });
});

describe('the hook reads at most 64 KiB of a file', () => {
  const today = '2026-06-15';
  /** A sidecar saying "run yesterday, 3 published", padded with spaces (still valid JSON) to `bytes`. */
  const padded = (bytes: number) => {
    const text = JSON.stringify(sidecar('2026-06-14', 3, { minNewPublished: 1, minDaysSinceRun: 0 }));
    return text + ' '.repeat(bytes - Buffer.byteLength(text));
  };

  it.each([
    { name: 'exactly 64 KiB is read', bytes: MAX_HOOK_READ_BYTES, lastRun: '2026-06-14', newPublished: 2 },
    { name: 'one byte more counts as malformed (never run)', bytes: MAX_HOOK_READ_BYTES + 1, lastRun: null, newPublished: 5 },
  ])('$name', ({ bytes, lastRun, newPublished }) => {
    const root = tempRoot();
    makeBrain(root, { records: 5, sidecar: padded(bytes) });
    const nudge = computeNudge({ dataDir: root, today });
    expect({ lastRun: nudge.lastRun, newPublished: nudge.newPublished }).toEqual({ lastRun, newPublished });
  });

  /**
   * The hook as a session starts it, reporting its peak memory: a hook that read the file would
   * need more than the file (3 GB), and would have taken the valid-but-padded 8 MB one at its word.
   */
  function hookWithPeakMemory(env: NodeJS.ProcessEnv) {
    const script = `const m = await import(${JSON.stringify(pathToFileURL(HOOK).href)}); m.main(); process.stderr.write(String(process.resourceUsage().maxRSS));`;
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8', timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, maxRssKiB: Number(r.stderr) };
  }

  it.each([
    { name: 'an 8 MB sidecar that is valid JSON', make: (file: string) => writeFileSync(file, padded(8 * 1024 * 1024)) },
    { name: 'a 3 GB (sparse) sidecar', make: (file: string) => truncateSync(file, 3 * 1024 ** 3) },
  ])('$name counts as never run, unread (child process)', ({ make }) => {
    const { env, dataDir } = brainEnv({ records: 5 });
    const file = join(dataDir, LAYOUT.state);
    writeFileSync(file, '');
    make(file);
    const r = hookWithPeakMemory(env);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(`brain: 5 new published records and no consolidation yet${GATHER}\n`);
    // A bare Node holds ~50 MB; reading 3 GB would need more than 3 GB.
    expect(r.maxRssKiB).toBeGreaterThan(0);
    expect(r.maxRssKiB).toBeLessThan(200 * 1024);
  });
});

// Needs the compiled CLI (`npm test` builds dist/ first); until `brain status` exists this fails by design.
describe('agrees with `brain status --json`', () => {
  function brain(env: NodeJS.ProcessEnv, args: string[], cwd: string) {
    return spawnSync(process.execPath, [CLI, ...args], { env, cwd, encoding: 'utf8', timeout: 30_000 });
  }

  it.each<[string, (root: string) => Record<string, string>, boolean]>([
    ['BRAIN_DATA_DIR, empty brain', (root) => ({ BRAIN_DATA_DIR: join(root, 'explicit'), XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }), false],
    ['XDG_DATA_HOME, empty brain', (root) => ({ XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }), false],
    ['HOME, empty brain', (root) => ({ BRAIN_DATA_DIR: '', XDG_DATA_HOME: '', HOME: join(root, 'home') }), false],
    ['BRAIN_DATA_DIR, initialized with records', (root) => ({ BRAIN_DATA_DIR: join(root, 'explicit'), HOME: join(root, 'home') }), true],
    ['XDG_DATA_HOME, initialized with records', (root) => ({ XDG_DATA_HOME: join(root, 'xdg'), HOME: join(root, 'home') }), true],
    ['HOME, initialized with records', (root) => ({ HOME: join(root, 'home') }), true],
  ])('%s', (_name, vars, initialized) => {
    const root = tempRoot();
    const env = childEnv(vars(root));
    const dataDir = resolveDataDir(env, env.HOME);
    if (initialized) {
      const init = brain(env, ['init'], root);
      expect(init.status, init.stderr).toBe(0);
      makeBrain(dataDir, { profile: false, records: 3 });
    }
    const status = brain(env, ['status', '--json'], root);
    expect(status.status, status.stderr).toBe(0);
    const json = JSON.parse(status.stdout) as { data_dir?: unknown; message?: unknown };
    expect(json.data_dir).toBe(dataDir);
    const expected = computeNudge({ dataDir }).message;
    expect(json.message).toBe(expected);
    if (initialized) {
      expect(expected).toBe(`brain: 3 new published records and no consolidation yet${GATHER}`);
    }
  });
});

describe('the hook is the one home of what it shares with the CLI', () => {
  it("the CLI builds every path of its layout from the hook's LAYOUT names", async () => {
    const { layout } = await import('../../src/io/data-dir.js');
    const paths = layout('/data');
    expect(
      Object.keys(paths)
        .filter((k) => k !== 'dataDir')
        .sort(),
    ).toEqual(Object.keys(LAYOUT).sort());
    for (const [key, rel] of Object.entries(LAYOUT)) expect(paths[key as keyof typeof LAYOUT]).toBe(join('/data', rel));
  });

  it.each<[string, string | undefined, Record<string, string>, string]>([
    ['the flag wins', '/flag', { BRAIN_DATA_DIR: '/env' }, '/flag'],
    ['then BRAIN_DATA_DIR', undefined, { BRAIN_DATA_DIR: '/env', XDG_DATA_HOME: '/xdg' }, '/env'],
    ['then XDG_DATA_HOME', undefined, { BRAIN_DATA_DIR: '', XDG_DATA_HOME: '/xdg' }, '/xdg/brain'],
    ['then HOME', undefined, {}, '/home/op/.local/share/brain'],
  ])('CLI data dir resolution agrees with the hook: %s', async (_name, flag, env, expected) => {
    const { resolveDataDir: cliResolve } = await import('../../src/io/data-dir.js');
    expect(cliResolve(flag, env, '/home/op')).toBe(expected);
    if (flag === undefined) expect(resolveDataDir(env, '/home/op')).toBe(expected);
  });

  it("the config schema's defaults are the runtime defaults (DEFAULT_CONFIG, DEFAULT_CONTEXT and the hook's DEFAULT_THRESHOLDS)", async () => {
    const { DEFAULT_CONFIG } = await import('../../src/io/load-config.js');
    const { DEFAULT_CONTEXT } = await import('../../src/core/context-config.js');
    const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schemas/config.schema.json', import.meta.url)), 'utf8')) as {
      properties: Record<string, { default?: unknown; properties?: Record<string, { default?: unknown }> }>;
    };
    const fromSchema: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties)) {
      fromSchema[key] = prop.properties ? Object.fromEntries(Object.entries(prop.properties).map(([k, p]) => [k, p.default])) : prop.default;
    }
    // The context section is not part of the config a diff records (it never makes a diff stale).
    expect(fromSchema).toEqual({ ...DEFAULT_CONFIG, context: { ...DEFAULT_CONTEXT } });
    expect(fromSchema.nudge).toEqual({ ...DEFAULT_THRESHOLDS });
  });
});

describe('inside the Claude Code plugin (CLAUDE_PLUGIN_ROOT set) the lines name the plugin commands', () => {
  it('no profile: /brain:init, since the plugin may put no brain on PATH', () => {
    const data = join(tempRoot(), 'data');
    const run = hookIn(childEnv({ BRAIN_DATA_DIR: data, CLAUDE_PLUGIN_ROOT: tempRoot() }));
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('brain: no profile yet — run: /brain:init\n');
  });

  it.each([
    [{ inPlugin: true }, 'brain: 1 new published record and no consolidation yet — run: /brain:consolidate'],
    [{ brain: 'node /p/brain.mjs' }, 'brain: 1 new published record and no consolidation yet — run: node /p/brain.mjs consolidate --gather'],
  ])('due: %j names %s', (options, line) => {
    const data = join(tempRoot(), 'data');
    mkdirSync(join(data, 'brain'), { recursive: true });
    mkdirSync(join(data, 'ingest', 'published'), { recursive: true });
    writeFileSync(join(data, 'brain', 'profile.md'), '# Profile\n');
    writeFileSync(join(data, 'ingest', 'published', 'a.md'), 'x\n');
    expect(computeNudge({ dataDir: data, ...options }).message).toBe(line);
  });
});
