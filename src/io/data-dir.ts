import { homedir } from "node:os";
import { join, resolve } from "node:path";

/**
 * SPEC §2 resolution order: `--data-dir` > `BRAIN_DATA_DIR` > `$XDG_DATA_HOME/brain` >
 * `~/.local/share/brain`. Empty values count as unset. hooks/session-start.mjs resolves the
 * same way without this module (it may import only node: built-ins); a test pins that both agree.
 */
export function resolveDataDir(flag: string | undefined, env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (flag) return resolve(flag);
  if (env.BRAIN_DATA_DIR) return resolve(env.BRAIN_DATA_DIR);
  if (env.XDG_DATA_HOME) return resolve(env.XDG_DATA_HOME, "brain");
  return resolve(home, ".local", "share", "brain");
}

/** Every path brain reads or writes under a data dir. */
export function layout(dataDir: string) {
  const brain = join(dataDir, "brain");
  return {
    dataDir,
    config: join(dataDir, "brain.config.yaml"),
    brain,
    profile: join(brain, "profile.md"),
    state: join(brain, "consolidation-state.json"),
    pendingMd: join(brain, "pending-diff.md"),
    pendingJson: join(brain, "pending-diff.json"),
    history: join(brain, "history.jsonl"),
    backups: join(brain, "backups"),
    /** Every proposed candidates batch, named by the sha256 of its canonical JSON. */
    batches: join(brain, "batches"),
    /** Every applied diff, named by its id. */
    applied: join(brain, "applied"),
    journal: join(brain, "journal"),
    lock: join(brain, ".lock"),
    ingest: join(dataDir, "ingest"),
    published: join(dataDir, "ingest", "published"),
  };
}

export type Layout = ReturnType<typeof layout>;
