/**
 * `brain validate` without a file: every file brain keeps in a data dir, each checked as its kind,
 * every problem collected (none stops the others). Returns data; the command prints it.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { MAX_HOOK_READ_BYTES } from "../../hooks/session-start.mjs";
import { join } from "node:path";
import { isIsoDate } from "../core/dates.js";
import { BrainError, InvalidInputError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import type { ChangedKey, ProfileDoc } from "../core/profile-format.js";
import type { BrainConfig, Fact, ProfileDiff, ResolvedConfig } from "../core/schema-types.js";
import type { Layout } from "./data-dir.js";
import { readDecisions } from "./archive.js";
import { parseHistoryLine } from "./history.js";
import { checkKindBytes, readKindFile, type KindName } from "./file-kinds.js";
import { validateRuleFolder } from "./check-rule-folder.js";
import { resolveConfig, rulesDirOf } from "./load-config.js";
import type { Finding } from "../rules/check-rules.js";
import { checkRecords } from "./records.js";
import { decodeUtf8, parseJsonText, readInputBytes, readDataFile } from "./read-input.js";
import { byCodeUnit } from "../core/order.js";

interface CheckedEntry {
  file: string;
  kind: KindName | "sidecar" | "history" | "rules-folder" | "decisions" | "records";
  ok: boolean;
  /** What was found (`12 facts`), when ok. */
  summary?: string;
}

export interface DataDirReport {
  checked: CheckedEntry[];
  /** `file: /pointer-or-line: message`, one per problem. */
  problems: string[];
  /** Stored keys of profile.md that today's normalization changed (not problems: they are read as the new key). */
  changed_keys: (ChangedKey & { file: string })[];
  /** Keys of profile.md's facts that the config's keyAliases file under another key (not problems: they count as the target's). */
  alias_keys: AliasKey[];
  /** The warning findings of `rules --check` on the rules in force (its error findings are problems). */
  warnings: Finding[];
}

/** A key facts are stored under that is an alias: how many facts (active or not) it holds, and the key they count as. */
interface AliasKey {
  file: string;
  key: string;
  target: string;
  facts: number;
}

export async function checkDataDir(layout: Layout, configFile: string | undefined, now = new Date()): Promise<DataDirReport> {
  const checked: CheckedEntry[] = [];
  const problems: string[] = [];
  /** Runs one check; a brain error becomes problems, anything else (a bug, EACCES…) still surfaces. */
  const check = (file: string, kind: CheckedEntry["kind"], run: () => string) => {
    try {
      const summary = run();
      checked.push({ file, kind, ok: true, summary });
    } catch (e) {
      if (!(e instanceof BrainError)) throw e;
      problems.push(...(e instanceof InvalidInputError ? e.issues : [e.message]));
      checked.push({ file, kind, ok: false });
    }
  };

  const changed_keys: DataDirReport["changed_keys"] = [];
  let facts: readonly Fact[] = [];
  check(layout.profile, "profile", () => {
    const profile = readKindFile<ProfileDoc>(layout.profile, "profile");
    facts = profile.value.facts;
    for (const c of profile.changedKeys) changed_keys.push({ file: layout.profile, ...c });
    return profile.summary;
  });
  if (existsSync(layout.state)) check(layout.state, "sidecar", () => checkSidecar(layout.state));
  if (existsSync(layout.history)) check(layout.history, "history", () => checkHistory(layout.history));
  const config = configFile ?? (existsSync(layout.config) ? layout.config : undefined);
  // The config in force once it reads clean (the defaults without one), and the rules it names.
  let inForce: { config: ResolvedConfig; rulesDir: string | null } | undefined = { config: resolveConfig({}), rulesDir: null };
  if (config !== undefined) {
    inForce = undefined;
    check(config, "config", () => {
      const c = readKindFile<BrainConfig>(config, "config");
      inForce = { config: resolveConfig(c.value, config), rulesDir: rulesDirOf(c.value, config) };
      return c.summary;
    });
  }
  const alias_keys = aliasKeys(layout.profile, facts, inForce?.config.keyAliases ?? {});
  const warnings: Finding[] = [];
  if (inForce !== undefined) {
    // The rules in force (the config's folder, else the shipped rules) load and check clean under
    // its thresholds, as `brain validate <config>` and `brain rules --check` check them. The check
    // is awaited first; its outcome, findings or error, is then reported as every other check's.
    const { config: resolved, rulesDir } = inForce;
    const outcome = await validateRuleFolder(rulesDir, resolved).then(
      (findings) => ({ findings }),
      (error: unknown) => ({ error }),
    );
    check(rulesDir ?? "(shipped rules)", "rules-folder", () => {
      if ("error" in outcome) throw outcome.error;
      warnings.push(...outcome.findings);
      return `rules --check: ${warnings.length} warning${warnings.length === 1 ? "" : "s"}`;
    });
  }
  if (existsSync(layout.pendingJson)) check(layout.pendingJson, "diff", () => readKindFile(layout.pendingJson, "diff").summary);
  for (const file of jsonFiles(layout.batches)) {
    check(file, "candidates", () => {
      const name = file.slice(layout.batches.length + 1, -".json".length);
      const bytes = readInputBytes(file, file);
      const sha = sha256Hex(bytes);
      if (sha !== name)
        throw new InvalidInputError([
          `${file}: expected content whose sha256 is its name, found sha256 ${sha.slice(0, 12)}… (the batch was edited after it was proposed)`,
        ]);
      return checkKindBytes(bytes, "candidates", file).summary;
    });
  }
  // The operator's declines of a batch (brain decline), content-addressed beside the batches.
  const decisions = join(layout.brain, "decisions");
  for (const file of jsonFiles(decisions)) {
    check(file, "decisions", () => {
      const name = file.slice(decisions.length + 1, -".json".length);
      if (!/^[0-9a-f]{64}$/.test(name)) throw new InvalidInputError([`${file}: expected a name that is the sha256 of the decisions, found "${name}"`]);
      const found = readDecisions(layout, name)?.declined;
      return `${found?.length ?? 0} decline${found?.length === 1 ? "" : "s"}`;
    });
  }
  for (const file of jsonFiles(layout.applied)) {
    check(file, "diff", () => {
      const d = readKindFile<ProfileDiff>(file, "diff");
      const name = file.slice(layout.applied.length + 1, -".json".length);
      if (d.value.id !== name)
        throw new InvalidInputError([`${file}: /id: expected the id in the file name (${name.slice(0, 12)}…), found ${d.value.id.slice(0, 12)}…`]);
      return d.summary;
    });
  }
  check(layout.ingest, "records", () => {
    const { records, problems: found } = checkRecords(layout, now);
    if (found.length > 0) throw new InvalidInputError(found);
    return `${records} record${records === 1 ? "" : "s"}`;
  });
  return { checked, problems, changed_keys, alias_keys, warnings };
}

/** The alias keys profile.md stores facts under, in key order. */
function aliasKeys(file: string, facts: readonly Fact[], aliases: NonNullable<ResolvedConfig["keyAliases"]>): AliasKey[] {
  const counts = new Map<string, number>();
  for (const f of facts) if (Object.hasOwn(aliases, f.key)) counts.set(f.key, (counts.get(f.key) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => byCodeUnit(a, b)).map(([key, n]) => ({ file, key, target: aliases[key]!, facts: n }));
}

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith(".json"))
      .sort()
      .map((n) => join(dir, n));
  } catch {
    return [];
  }
}

/** consolidation-state.json: what the hook reads (it tolerates anything; a broken one silently counts as never run). */
function checkSidecar(file: string): string {
  const size = statSync(file).size;
  if (size > MAX_HOOK_READ_BYTES) {
    throw new InvalidInputError([
      `${file}: expected at most ${MAX_HOOK_READ_BYTES} bytes (the session-start hook reads no more, and counts a larger sidecar as never run), found ${size} bytes; the next apply rewrites it`,
    ]);
  }
  const data = parseJsonText(decodeUtf8(readInputBytes(file, file), file), file);
  const issues: string[] = [];
  const expect = (ok: boolean, pointer: string, expected: string, found: unknown) => {
    if (!ok) issues.push(`${file}: ${pointer}: expected ${expected}, found ${JSON.stringify(found) ?? "nothing"}`);
  };
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw new InvalidInputError([`${file}: /: expected an object, found ${JSON.stringify(data)}`]);
  }
  const s = data as Record<string, unknown>;
  const isCount = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  expect(s.last_run === null || (typeof s.last_run === "string" && isIsoDate(s.last_run)), "/last_run", "a date YYYY-MM-DD or null", s.last_run);
  expect(isCount(s.published_count), "/published_count", "a whole number ≥ 0", s.published_count);
  expect(s.last_diff === null || typeof s.last_diff === "string", "/last_diff", "a diff id or null", s.last_diff);
  const nudge = s.nudge as Record<string, unknown> | undefined;
  expect(nudge !== null && typeof nudge === "object" && !Array.isArray(nudge), "/nudge", "an object", nudge);
  if (nudge && typeof nudge === "object") {
    expect(isCount(nudge.minNewPublished), "/nudge/minNewPublished", "a whole number ≥ 0", nudge.minNewPublished);
    expect(isCount(nudge.minDaysSinceRun), "/nudge/minDaysSinceRun", "a whole number ≥ 0", nudge.minDaysSinceRun);
  }
  if (issues.length > 0) throw new InvalidInputError(issues);
  return s.last_run === null ? "never run" : `last run ${String(s.last_run)}`;
}

/**
 * history.jsonl: every complete line one entry of the shape brain writes (parseHistoryLine, the
 * check every reader of the history makes); a broken line is named by its number. A last line
 * without its newline is a write a crash cut short: the next apply cuts it off, so it is not a
 * problem.
 */
function checkHistory(file: string): string {
  const lines = decodeUtf8(readDataFile(file) ?? Buffer.alloc(0), file).split("\n");
  lines.pop();
  const issues = lines.flatMap((line, i) => {
    const parsed = parseHistoryLine(line);
    return "issue" in parsed ? [`${file}:${i + 1}: ${parsed.issue}`] : [];
  });
  if (issues.length > 0) throw new InvalidInputError(issues);
  return `${lines.length} entr${lines.length === 1 ? "y" : "ies"}`;
}
