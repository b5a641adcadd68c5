/**
 * The session context as the hook gives it (hooks/session-start.mjs, docs/session-context.md): its
 * logic imported, in-process — the stdin JSON, brain/context.md read within its cap, the stat check
 * against profile.md and the config, onlyIn / notIn at path-component boundaries with `~` expanded
 * and symlinks resolved, the refresh line, the receipts. Two spawned runs only where the process is
 * the subject: Claude Code's JSON arriving on a socket, and a stdin left open that must not hold it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hookOutput, isInsideFolder, parseHookInput, placeAllows, readContextFile, readStream, sessionContext } from '../../hooks/session-start.mjs';
import { layout } from '../../src/io/data-dir.js';
import { init } from '../../src/usecases/init.js';
import { cleanEnv, tempDir } from '../helpers/cli.js';

const HOOK = fileURLToPath(new URL('../../hooks/session-start.mjs', import.meta.url));
const TODAY = '2026-06-01';
const env = {};

/** A data dir whose profile holds two seeds, with its context written by init (as every profile writer writes it). */
function seeded(config?: string) {
  const root = tempDir();
  const dataDir = join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  if (config !== undefined) writeFileSync(join(dataDir, 'brain.config.yaml'), config);
  const fields = join(root, 'fields.yaml');
  writeFileSync(fields, 'name: Dana Okafor\nsalary: 90000\n');
  init({ paths: layout(dataDir), today: TODAY, from: fields });
  return { root, dataDir, paths: layout(dataDir) };
}

const input = (cwd: string | null) => ({ cwd, session_id: 's-1', source: 'startup' });

describe('what the hook gives a session', () => {
  it('the context text after the header, and a receipt of it', () => {
    const { dataDir, paths } = seeded();
    const out = hookOutput({ dataDir, input: input('/tmp'), env, today: TODAY, now: new Date('2026-06-01T09:00:00.000Z') });
    const file = readContextFile(paths.context)!;
    expect(out).toBe(file.text);
    expect(out).toContain('- name: Dana Okafor (1 source, last seen 2026-06-01)\n');
    const receipts = readFileSync(paths.contextLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(receipts).toEqual([{ at: '2026-06-01T09:00:00.000Z', session_id: 's-1', source: 'startup', cwd: '/tmp', ...file.header.text }]);
  });

  it('never a key the config excludes', () => {
    const { dataDir } = seeded('context:\n  exclude: [sal*]\n');
    const out = hookOutput({ dataDir, input: input(null), env, today: TODAY });
    expect(out).toContain('Dana Okafor');
    expect(out).not.toMatch(/salary|90000/);
  });

  it.each([
    { what: 'profile.md touched', touch: (p: ReturnType<typeof layout>) => utimesSync(p.profile, new Date(), new Date(Date.now() + 5000)) },
    {
      what: 'profile.md edited',
      touch: (p: ReturnType<typeof layout>) =>
        appendFileSync(
          p.profile,
          '- **city**: Lisbon `id=x1; kind=observed; provenance=human; first_seen=2026-06-01; last_seen=2026-06-01; sources=human:me`\n',
        ),
    },
    { what: 'the config written', touch: (p: ReturnType<typeof layout>) => writeFileSync(p.config, 'decayDays: 30\n') },
    { what: 'brain/context.md cut short', touch: (p: ReturnType<typeof layout>) => writeFileSync(p.context, readFileSync(p.context, 'utf8').slice(0, -20)) },
  ])('$what: one line naming brain context --refresh (and brain adopt), no facts, no receipt', ({ touch }) => {
    const { dataDir, paths } = seeded();
    touch(paths);
    const out = hookOutput({ dataDir, input: input('/tmp'), env, today: TODAY });
    expect(out).toBe(
      'brain: profile.md or the config changed since the session context was written, so no facts were given — run: brain context --refresh (after a hand edit of profile.md: brain adopt)\n',
    );
    expect(() => readFileSync(paths.contextLog)).toThrow();
  });

  it('inside the plugin the refresh line names /brain:context', () => {
    const { dataDir, paths } = seeded();
    writeFileSync(paths.config, 'decayDays: 30\n');
    expect(hookOutput({ dataDir, input: null, env, today: TODAY, inPlugin: true })).toContain('run: /brain:context --refresh');
  });

  it.each([
    { what: 'BRAIN_CONTEXT=off', config: undefined, env: { BRAIN_CONTEXT: 'off' }, why: 'BRAIN_CONTEXT is off' },
    { what: 'inject: false', config: 'context:\n  inject: false\n', env: {}, why: 'context.inject is off' },
  ])('$what: nothing', ({ config, env: vars, why }) => {
    const { dataDir } = seeded(config);
    expect(hookOutput({ dataDir, input: input('/tmp'), env: vars, today: TODAY })).toBe('');
    expect(sessionContext({ dataDir, cwd: '/tmp', env: vars })).toEqual({ kind: 'none', why });
  });

  it('a context with no facts, or none at all, is silent', () => {
    const root = tempDir();
    const paths = layout(join(root, 'data'));
    init({ paths, today: TODAY });
    expect(hookOutput({ dataDir: paths.dataDir, input: input('/tmp'), env, today: TODAY })).toBe('');
    expect(readContextFile(paths.context)?.text).toBe('');
    expect(hookOutput({ dataDir: join(root, 'nothing'), input: null, env, today: TODAY })).toBe('brain: no profile yet — run: brain init\n');
  });

  it('after the nudge line, and the whole under 10,000 characters', () => {
    const { dataDir, paths } = seeded('context:\n  budget: 9000\n');
    writeFileSync(join(paths.published, 'a.md'), 'x\n');
    const out = hookOutput({ dataDir, input: null, env, today: TODAY });
    expect(out.split('\n')[0]).toMatch(/^brain: 1 new published record and no consolidation yet/);
    expect(out.slice(out.indexOf('\n') + 1)).toBe(readContextFile(paths.context)!.text);
    expect(out.length).toBeLessThan(10_000);
  });

  it("a context.md over 16 KiB, or without brain's header, counts as none", () => {
    const { dataDir, paths } = seeded();
    const { header, text } = readContextFile(paths.context)!;
    writeFileSync(paths.context, `<!-- ${JSON.stringify(header)} -->\n${text}${'x'.repeat(17_000)}`);
    expect(sessionContext({ dataDir, cwd: null, env })).toMatchObject({ kind: 'none' });
    writeFileSync(paths.context, `<!-- {"profile": 1} -->\n${text}`);
    expect(sessionContext({ dataDir, cwd: null, env })).toMatchObject({ kind: 'none' });
  });
});

describe('onlyIn and notIn', () => {
  it('only inside an onlyIn folder, at path-component boundaries, ~ expanded, symlinks resolved', () => {
    const { root } = seeded();
    const home = join(root, 'home');
    const work = join(home, 'work');
    mkdirSync(join(work, 'client', 'src'), { recursive: true });
    mkdirSync(join(home, 'workshop'), { recursive: true });
    symlinkSync(work, join(root, 'link'));
    const onlyIn = ['~/work'];
    const at = (cwd: string | null) => placeAllows({ cwd, onlyIn, notIn: [], home });
    expect(at(join(work, 'client', 'src'))).toEqual({ given: true });
    expect(at(work)).toEqual({ given: true });
    expect(at(join(root, 'link', 'client'))).toEqual({ given: true });
    expect(at(join(home, 'workshop'))).toMatchObject({ given: false });
    expect(at(null)).toMatchObject({ given: false, why: expect.stringContaining('not known') });
    expect(at(join(root, 'gone'))).toMatchObject({ given: false });
  });

  it('never inside a notIn folder, even inside an onlyIn one', () => {
    const { root } = seeded();
    mkdirSync(join(root, 'w', 'private', 'x'), { recursive: true });
    const r = placeAllows({ cwd: join(root, 'w', 'private', 'x'), onlyIn: [join(root, 'w')], notIn: [join(root, 'w', 'private')], home: root });
    expect(r).toMatchObject({ given: false, why: expect.stringContaining('context.notIn') });
    expect(placeAllows({ cwd: join(root, 'w'), onlyIn: [join(root, 'w')], notIn: [join(root, 'w', 'private')], home: root })).toEqual({ given: true });
  });

  it("the hook applies them from the context's header", () => {
    const base = tempDir();
    mkdirSync(join(base, 'in'), { recursive: true });
    mkdirSync(join(base, 'out'), { recursive: true });
    const { dataDir } = seeded(`context:\n  onlyIn: [${join(base, 'in')}]\n`);
    expect(hookOutput({ dataDir, input: input(join(base, 'in')), env, today: TODAY })).toContain('Dana Okafor');
    expect(hookOutput({ dataDir, input: input(join(base, 'out')), env, today: TODAY })).toBe('');
  });

  it.each([
    ['/a/b', '/a/b', true],
    ['/a/b/c', '/a/b', true],
    ['/a/bc', '/a/b', false],
    ['/a', '/a/b', false],
    ['/anything', '/', true],
  ])('%s inside %s: %s', (dir, folder, inside) => {
    expect(isInsideFolder(dir, folder)).toBe(inside);
  });
});

describe("the hook's stdin", () => {
  it.each([
    { text: '{"session_id":"abc","cwd":"/w","source":"resume","hook_event_name":"SessionStart"}', parsed: { cwd: '/w', session_id: 'abc', source: 'resume' } },
    { text: '{"cwd":7}', parsed: { cwd: null, session_id: null, source: null } },
    { text: '[1,2]', parsed: null },
    { text: 'not json', parsed: null },
  ])('$text', ({ text, parsed }) => {
    expect(parseHookInput(text)).toEqual(parsed);
  });

  it('a stream is read to its end; one left open gives nothing after the wait; one over 64 KiB gives nothing', async () => {
    const ended = new PassThrough();
    ended.end('{"cwd":"/w"}');
    expect((await readStream(ended, 200))?.toString()).toBe('{"cwd":"/w"}');
    const open = new PassThrough();
    open.write('{');
    const started = Date.now();
    expect(await readStream(open, 50)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    const big = new PassThrough();
    big.end('x'.repeat(65 * 1024));
    expect(await readStream(big, 200)).toBeNull();
  });

  it("the real hook reads Claude Code's JSON from a socket and gives the context (process-level)", () => {
    const { dataDir, paths } = seeded();
    const r = spawnSync(process.execPath, [HOOK], {
      input: JSON.stringify({ session_id: 'live', cwd: '/tmp', source: 'startup', hook_event_name: 'SessionStart' }),
      env: cleanEnv({ BRAIN_DATA_DIR: dataDir }),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Dana Okafor');
    expect(readFileSync(paths.contextLog, 'utf8')).toContain('"session_id":"live"');
  });

  it('a stdin left open without data does not hold the hook (process-level)', async () => {
    const { dataDir } = seeded();
    // The hook's stdin is a pipe this test holds open and never writes to.
    const child = spawn(process.execPath, [HOOK], { env: cleanEnv({ BRAIN_DATA_DIR: dataDir }), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    const started = Date.now();
    const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const took = Date.now() - started;
    child.stdin.destroy();
    expect(status).toBe(0);
    // No cwd known and no onlyIn: the context is given all the same, after the 200 ms wait.
    expect(stdout).toContain('Dana Okafor');
    expect(took).toBeLessThan(5000);
  });
});
