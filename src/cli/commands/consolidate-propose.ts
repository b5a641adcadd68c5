import { proposeDiff } from "../../diff/propose-diff.js";
import { renderDiffMarkdown, summarizeDiff } from "../../diff/render-diff-md.js";
import { writeAtomic } from "../../io/atomic-write.js";
import { loadConfig } from "../../io/load-config.js";
import { loadRuleSet } from "../../io/load-rules.js";
import { acquireLock } from "../../io/lock.js";
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
  const lock = acquireLock(l.lock);
  try {
    const profile = readProfile(l.profile);
    const diff = await proposeDiff({ current: profile.doc, base: profile.sha256, candidates, rules, config, today: ctx.today });
    writeAtomic(l.pendingJson, `${JSON.stringify(diff, null, 2)}\n`);
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
