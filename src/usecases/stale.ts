/**
 * `brain show --stale`: the active facts the loaded fact rules flag as stale as of `today`, under
 * the config in force — what `status` counts and `brain retire` (or new evidence) settles. Read-only:
 * the flags come from a propose of no candidates, which writes nothing. Its own module, so that
 * `brain show` does not load the classifier.
 */
import type { StaleFlag } from "../core/schema-types.js";
import { visible, visibleValue } from "../core/visible-text.js";
import { proposeDiff } from "../diff/propose-diff.js";
import { loadConfig } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { readProfile } from "../io/profile-store.js";
import type { UseCaseOptions } from "./options.js";
import { exclusionFor, type WithholdOptions, withheldNote, withholdFacts } from "./withheld.js";

export interface StaleResult {
  today: string;
  stale: StaleFlag[];
  /** Stale facts of excluded keys left out. */
  withheld: number;
}

export async function showStale(o: WithholdOptions & Pick<UseCaseOptions, "today">): Promise<StaleResult> {
  const { config, rulesDir } = loadConfig(o.configFile, o.paths.config);
  const rules = loadRuleSet(rulesDir);
  const { doc, sha256 } = readProfile(o.paths.profile);
  const diff = await proposeDiff({ current: doc, base: sha256, candidates: [], rules, config, today: o.today });
  const offered = withholdFacts(diff.staleFlags, exclusionFor(o));
  return { today: o.today, stale: offered.facts, withheld: offered.withheld };
}

export function staleText(r: StaleResult): string {
  const lines =
    r.stale.length === 0
      ? [`No stale facts as of ${r.today}.`]
      : [
          `${r.stale.length} stale fact${r.stale.length === 1 ? "" : "s"} as of ${r.today} — confirm one with new evidence, or \`brain retire <id…> --reason <why>\`:`,
          ...r.stale.map((f) => `  ${f.id}  ${visible(f.key)}: ${visibleValue(f.value)}  (last seen ${f.last_seen}, ${f.days_since_seen} days ago)`),
        ];
  const note = withheldNote(r.withheld, "stale fact");
  return note ? `${lines.join("\n")}\n\n${note}` : lines.join("\n");
}
