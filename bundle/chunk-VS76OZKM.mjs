import { createRequire as __brainCreateRequire } from "node:module";
import { fileURLToPath as __brainFileURLToPath } from "node:url";
const require = __brainCreateRequire(import.meta.url);
const __filename = __brainFileURLToPath(import.meta.url);
import {
  acquireLock
} from "./chunk-XFCKKP7B.mjs";
import {
  appendHistory,
  readHistory
} from "./chunk-CRWLFDOB.mjs";
import {
  sha256Hex
} from "./chunk-6RQEJV6D.mjs";
import {
  NotFoundError,
  commitStaged,
  removeTempFiles,
  writeAtomic
} from "./chunk-FDEB6ZN4.mjs";

// src/io/state.ts
function deriveState(lastApply, config) {
  return {
    last_run: lastApply?.today ?? null,
    published_count: lastApply?.published_count ?? 0,
    last_diff: lastApply?.diff ?? null,
    nudge: { ...config.nudge }
  };
}
function writeState(path, state) {
  writeAtomic(path, `${JSON.stringify(state, null, 2)}
`);
}

// src/io/profile-commit.ts
import { existsSync, readFileSync, unlinkSync } from "node:fs";
import { join } from "node:path";
function intentPath(l) {
  return join(l.brain, ".intent.json");
}
function commitProfileChange(l, change) {
  const intent = { from: change.entry.base, to: change.entry.result, entry: change.entry, state: change.state };
  writeAtomic(intentPath(l), JSON.stringify(intent));
  if (change.backup && !existsSync(join(l.brain, change.backup.name))) writeAtomic(join(l.brain, change.backup.name), change.backup.bytes);
  if (Buffer.isBuffer(change.profile)) writeAtomic(l.profile, change.profile);
  else if (change.profile) commitStaged(change.profile);
  appendHistory(l.history, change.entry);
  writeState(l.state, change.state);
  unlinkSync(intentPath(l));
}
function lockForWrite(l, report) {
  if (!existsSync(l.profile)) throw new NotFoundError(l.profile, "the profile", "run `brain init` first");
  const lock = acquireLock(l.lock);
  try {
    const notice = recover(l);
    if (notice) report(notice);
  } catch (e) {
    lock.release();
    throw e;
  }
  return lock;
}
function recover(l) {
  removeTempFiles(l.brain);
  const path = intentPath(l);
  if (!existsSync(path)) return void 0;
  let intent;
  try {
    intent = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    intent = void 0;
  }
  let notice;
  if (intent && existsSync(l.profile)) {
    const current = sha256Hex(readFileSync(l.profile));
    if (current === intent.to) {
      const recorded = readHistory(l.history).some((e) => e.at === intent.entry.at && e.diff === intent.entry.diff && e.op === intent.entry.op);
      if (!recorded) appendHistory(l.history, intent.entry);
      writeState(l.state, intent.state);
      notice = `brain: finished recording an interrupted ${intent.entry.op} of diff ${intent.entry.diff.slice(0, 12)}`;
    } else if (current !== intent.from) {
      notice = `brain: an interrupted ${intent.entry.op} was found but profile.md has changed since; it was not recorded`;
    }
  }
  unlinkSync(path);
  return notice;
}

export {
  deriveState,
  commitProfileChange,
  lockForWrite
};
