import { basename, resolve } from "node:path";

/**
 * How the operator invoked brain, shell-quoted, for every line that tells them what to run next
 * (docs/cli.md): `BRAIN_INVOCATION` when set (the plugin's bin/brain sets `brain`); the bundle
 * run as a script (`node …/bundle/brain.cjs`, as the plugin's slash commands and MCP server do,
 * or the `brain.mjs` beside it that earlier versions' configurations name)
 * is named by its absolute path, since no `brain` may be on PATH; otherwise `brain`.
 */
export function brainInvocation(env: Readonly<Record<string, string | undefined>> = process.env, script = process.argv[1]): string {
  const explicit = env.BRAIN_INVOCATION?.trim();
  if (explicit) return explicit;
  if (script !== undefined && BUNDLE_ENTRIES.has(basename(script))) return `node ${shellWord(resolve(script))}`;
  return "brain";
}

const BUNDLE_ENTRIES = new Set(["brain.cjs", "brain.mjs"]);

/** One word for a POSIX shell: as it is when safe, else single-quoted. */
export function shellWord(s: string): string {
  return /^[\w./:@%+=-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`;
}
