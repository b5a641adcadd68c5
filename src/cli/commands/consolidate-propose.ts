import type { ProfileDiff } from "../../core/schema-types.js";
import { proposeDiff, type ProposeInput } from "../../diff/propose-diff.js";
import { renderDiffMarkdown, summarizeDiff } from "../../diff/render-diff-md.js";
import { writeAtomic } from "../../io/atomic-write.js";
import { loadConfig } from "../../io/load-config.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { lockDataDir } from "../../io/lock.js";
import { recover } from "../../io/profile-commit.js";
import { readProfile } from "../../io/profile-store.js";
import { readCandidates } from "../../io/read-candidates.js";
import { resolveContext, shellQuote } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

export async function propose(opts: Record<string, unknown>, candidatesFile: string): Promise<number> {
  const ctx = resolveContext(opts);
  const l = ctx.paths;
  // Everything is read and validated before anything is computed or written.
  const { config, rulesDir } = loadConfig(ctx.configFile, l.config);
  const rules = loadRuleSet(rulesDir);
  const candidates = readCandidates(candidatesFile);
  const lock = lockDataDir(l);
  try {
    const notice = recover(l);
    if (notice) io.err(notice);
    const diff = await classify(l.profile, { candidates, rules, config, today: ctx.today, candidatesFile });
    writeAtomic(l.pendingJson, prettyJsonBytes(diff));
    const applyCommand = `${ctx.brain} consolidate --apply --diff ${shellQuote(l.pendingJson)} --confirm`;
    writeAtomic(l.pendingMd, renderDiffMarkdown(diff, { applyCommand }));
    io.out(`Wrote ${l.pendingMd}`);
    io.out(`Wrote ${l.pendingJson}`);
    io.out(`${summarizeDiff(diff)}.`);
    io.out(`Review ${l.pendingMd}, then: ${applyCommand}`);
  } finally {
    lock.release();
  }
  return EXIT.ok;
}

/**
 * Reads the profile and classifies the batch. Only the diff outlives this call, so the parsed
 * profile (over 100 MB at 100k facts) can be freed before the outputs are built.
 */
async function classify(profilePath: string, input: Omit<ProposeInput, "current" | "base">): Promise<ProfileDiff> {
  const profile = readProfile(profilePath);
  return proposeDiff({ ...input, current: profile.doc, base: profile.sha256 });
}

/**
 * The UTF-8 bytes of `${JSON.stringify(diff, null, 2)}\n`, byte for byte, built entry by entry:
 * at 100k candidates that text is ~50 MB, and holding it as one string (two bytes a character
 * once any value is not Latin-1) and then encoding it cost ~150 MB at peak and was slower than
 * encoding each entry straight into 1 MiB chunks. Relies on what a diff is: a non-empty object
 * of JSON values, no `undefined` inside arrays.
 */
function prettyJsonBytes(diff: ProfileDiff): Buffer {
  const CHUNK = 1 << 20;
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK);
  let used = 0;
  const put = (s: string): void => {
    // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
    if (CHUNK - used < s.length * 3) {
      chunks.push(chunk.subarray(0, used));
      chunk = Buffer.allocUnsafe(Math.max(CHUNK, s.length * 3));
      used = 0;
    }
    used += chunk.write(s, used);
  };
  let first = true;
  for (const [key, value] of Object.entries(diff)) {
    if (value === undefined) continue;
    put(`${first ? "{" : ","}\n  ${JSON.stringify(key)}: `);
    first = false;
    if (Array.isArray(value) && value.length > 0) {
      // An entry at depth 2 is its own pretty-printed JSON indented by 4 more spaces; JSON
      // escapes newlines inside strings, so every raw "\n" is a line break of the layout.
      for (let i = 0; i < value.length; i++) put(`${i === 0 ? "[" : ","}\n    ${JSON.stringify(value[i], null, 2).replaceAll("\n", "\n    ")}`);
      put("\n  ]");
    } else {
      put(JSON.stringify(value, null, 2).replaceAll("\n", "\n  "));
    }
  }
  put("\n}\n");
  chunks.push(chunk.subarray(0, used));
  return Buffer.concat(chunks);
}
