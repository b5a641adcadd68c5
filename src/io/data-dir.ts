/**
 * The data dir and its layout. The session-start hook (which may import only node: built-ins) is
 * the one home of the resolution order, the layout's names, the folder mode and the nudge
 * defaults; this module builds the CLI's absolute paths from them, so the two cannot disagree.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEFAULT_THRESHOLDS, LAYOUT, resolveDataDir as resolveFromEnv } from "../../hooks/session-start.mjs";
import { DIR_MODE } from "./file-modes.js";

export { DEFAULT_THRESHOLDS as DEFAULT_NUDGE };

/**
 * `--data-dir` > `BRAIN_DATA_DIR` > `$XDG_DATA_HOME/brain` > `~/.local/share/brain` (docs/cli.md).
 * Empty environment values count as unset (an empty `--data-dir` is refused before this).
 */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env, home?: string): string {
  if (flag) return resolve(flag);
  return resolveFromEnv(env, home);
}

type LayoutKey = keyof typeof LAYOUT;

/** Every path brain reads or writes under a data dir, absolute. */
export function layout(dataDir: string): { dataDir: string } & Record<LayoutKey, string> {
  const paths = { dataDir } as { dataDir: string } & Record<LayoutKey, string>;
  for (const key of Object.keys(LAYOUT) as LayoutKey[]) paths[key] = join(dataDir, LAYOUT[key]);
  return paths;
}

export type Layout = ReturnType<typeof layout>;

/** Creates the folders `brain init` lays out (those already there are left as they are). */
export function ensureLayout(layout: Layout): void {
  for (const dir of [layout.brain, layout.journal, layout.backups, layout.published]) mkdirSync(dir, { recursive: true, mode: DIR_MODE });
}
