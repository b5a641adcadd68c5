/**
 * The plugin's slash commands (hooks/commands/*.md, copied into plugin/ by scripts/build-plugin.mjs)
 * pass the global options they were given on to every brain call they make, so
 * `/brain:init --data-dir X` reports X; and `/brain:set` exists, pre-approving only `brain set` and
 * `brain show`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const COMMANDS = fileURLToPath(new URL('../../hooks/commands/', import.meta.url));
const files = readdirSync(COMMANDS).filter((n) => n.endsWith('.md'));
const body = (name: string) => readFileSync(join(COMMANDS, name), 'utf8');
/** The `brain …` calls a command's text tells Claude to run. */
const calls = (text: string) => [...text.matchAll(/`brain ([^`]+)`/g)].map((m) => m[1]!);

describe("the plugin's commands pass the global options on", () => {
  it.each(files)('%s: every brain call gets them, or the text says to pass them to every call', (name) => {
    const text = body(name);
    const without = calls(text).filter((c) => !c.includes('$ARGUMENTS'));
    const passesOn = ['--data-dir', '--config', '--today'].every((flag) => text.includes(`\`${flag}`)) && text.includes('to **every** `brain` call');
    // A command whose calls all carry $ARGUMENTS passes everything already; any other must say so.
    if (without.length > 0 && calls(text).length > 1) expect({ name, passesOn }).toEqual({ name, passesOn: true });
    else expect(calls(text).length).toBeGreaterThan(0);
  });

  it("/brain:set runs brain set with the operator's words and pre-approves only set and show", () => {
    const text = body('set.md');
    expect(text).toContain('Run `brain set $ARGUMENTS`');
    const allowed = /^allowed-tools: (.*)$/m.exec(text)![1]!;
    expect(allowed.match(/brain\.cjs" (\w+):\*/g)).toEqual(['brain.cjs" set:*', 'brain.cjs" show:*']);
    expect(text).toContain('disable-model-invocation: true');
  });
});
