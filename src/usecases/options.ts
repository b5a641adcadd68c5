/**
 * What every use case is given: plain data, no flags and no process. The CLI builds it from its
 * options; an MCP server builds it from its request.
 */
import { resolve } from "node:path";
import { shownId } from "../core/expected-id.js";
import type { RuleFileRef } from "../core/schema-types.js";
import { BRAIN_VERSION } from "../core/version.js";
import { describeRuleSet } from "../diff/render-diff-md.js";
import type { Layout } from "../io/data-dir.js";
import { brainInvocation, shellWord } from "../io/invocation.js";

export interface UseCaseOptions {
  /** The data dir layout (src/io/data-dir.ts), with an absolute `dataDir`. */
  paths: Layout;
  /** An explicit config file (`--config`); otherwise `<data>/brain.config.yaml`, if it exists. */
  configFile?: string;
  /** `YYYY-MM-DD`: every date-dependent result uses it. */
  today: string;
  /** Wall-clock time of this run (history lines). */
  now: Date;
  /** Receives one-line notices (e.g. an interrupted run that was finished). */
  notice?: (text: string) => void;
  /** Awaited now and then during long classifications, so the caller can handle a signal (Ctrl-C) at once. */
  pause?: () => Promise<void>;
}

/** A `brain` command line the operator can paste from any folder: every path in it is absolute. */
export function brainCommand(o: Pick<UseCaseOptions, "paths" | "configFile">, args: readonly string[]): string {
  const flags = ["--data-dir", resolve(o.paths.dataDir), ...(o.configFile ? ["--config", resolve(o.configFile)] : [])];
  return [brainInvocation(), ...[...flags, ...args].map(shellWord)].join(" ");
}

/**
 * The command that applies exactly diff `id` and nothing else: `--expect` pins the id the person was
 * shown, so a batch proposed again after they read it is refused (exit 4). `--diff` is named only
 * for a file other than the pending diff, which is --apply's default.
 */
export function applyCommand(o: Pick<UseCaseOptions, "paths" | "configFile">, id: string, diffFile?: string): string {
  const other = diffFile !== undefined && resolve(diffFile) !== resolve(o.paths.pendingJson);
  return brainCommand(o, ["consolidate", "--apply", ...(other ? ["--diff", resolve(diffFile)] : []), "--expect", shownId(id), "--confirm"]);
}

/** How the review names the rule set that decided: the shipped rules, or a custom folder and its digest. */
export function ruleSetLabel(rulesDir: string | null, files: readonly RuleFileRef[]): string {
  return rulesDir === null ? describeRuleSet({ shipped: true, version: BRAIN_VERSION }) : describeRuleSet({ shipped: false, folder: resolve(rulesDir), files });
}
