/**
 * `brain validate <file>` and the MCP `validate_candidates` tool: one input checked as its kind
 * (src/io/file-kinds.ts). A config, or a rules folder (`--as rules`), also loads its rules and runs
 * `rules --check` on them: an error finding is invalid input like any other.
 */
import { UsageError } from "../core/errors.js";
import type { ChangedKey } from "../core/profile-format.js";
import type { BrainConfig } from "../core/schema-types.js";
import { visible } from "../core/visible-text.js";
import { checkDataDir, type DataDirReport } from "../io/check-data-dir.js";
import { validateRuleFolder } from "../io/check-rule-folder.js";
import type { Layout } from "../io/data-dir.js";
import { isDirectory } from "../io/file-status.js";
import { type CheckedFile, checkKindValue, KIND_NAMES, type KindName, readKindFile } from "../io/file-kinds.js";
import { loadConfig, resolveConfig, rulesDirOf } from "../io/load-config.js";
import { loadRuleSet } from "../io/load-rules.js";
import { readProfile } from "../io/profile-store.js";
import { handEditChanges, handEditWarning } from "./hand-edit.js";
import { brainCommand } from "./options.js";
import { type Finding, formatFinding } from "../rules/check-rules.js";

/** A valid input: what it was and a short description (an invalid one throws InvalidInputError). */
export interface Validated {
  /** The file, or the label an in-memory value was given (e.g. the MCP argument's name). */
  file: string;
  kind: KindName;
  valid: true;
  /** e.g. "3 candidates". */
  summary: string;
  /** Warning findings of `rules --check` on the rules a config or rules folder names (error findings throw). */
  warnings: Finding[];
  /** A profile's stored keys that today's normalization changed (docs/profile-format.md). */
  changed_keys: readonly ChangedKey[];
}

/** Where the config in force is, for checking a rules folder under its thresholds. */
export interface ValidateContext {
  configFile: string | undefined;
  defaultConfig: string;
}

/** Validates one file; the kind is `as`, else inferred from the file's name, then its content. */
export async function validateFile(file: string, as: string | undefined, ctx: ValidateContext): Promise<Validated> {
  if (as !== undefined && !(KIND_NAMES as string[]).includes(as)) {
    throw new UsageError(`--as: expected one of ${KIND_NAMES.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && isDirectory(file)) {
    const set = loadRuleSet(file);
    const warnings = await validateRuleFolder(file, loadConfig(ctx.configFile, ctx.defaultConfig).config);
    const n = set.candidate.length + set.fact.length;
    return {
      file,
      kind: "rules",
      valid: true,
      summary: `${set.files.length} rule file${set.files.length === 1 ? "" : "s"}, ${n} rules`,
      warnings,
      changed_keys: [],
    };
  }
  return withRuleChecks(readKindFile(file, as as KindName | undefined), file);
}

/** Validates an in-memory value as `kind` (`label` names it in issues). */
export async function validateValue(kind: KindName, value: unknown, label: string): Promise<Validated> {
  return withRuleChecks(checkKindValue(kind, value, label), label);
}

async function withRuleChecks(checked: CheckedFile, file: string): Promise<Validated> {
  let warnings: Finding[] = [];
  if (checked.kind === "config") {
    // A config names the rules it runs with: they load and check clean under its thresholds.
    const config = checked.value as BrainConfig;
    warnings = await validateRuleFolder(rulesDirOf(config, file), resolveConfig(config));
  }
  return { file, kind: checked.kind, valid: true, summary: checked.summary, warnings, changed_keys: checked.changedKeys };
}

/** The readable form, shared by the CLI and the MCP server: the verdict, then each stored key normalization changed. */
export function validatedText(v: Validated): string {
  return [`${v.file}: valid ${v.kind} (${v.summary})`, ...v.changed_keys.map((c) => changedKeyText(v.file, c))].join("\n");
}

/**
 * One stored key an earlier version normalized and today's normalization changes: read as the new
 * key, its fact keeps its id, the next write of the profile stores it so.
 */
function changedKeyText(file: string, c: ChangedKey): string {
  const merged =
    c.activeValues > 1
      ? `; key "${visible(c.key)}" now has ${c.activeValues} active values, an open conflict (brain show --conflicts; brain resolve ${visible(c.key)} --keep <id>)`
      : "";
  return `  ${file}:${c.line}: key "${visible(c.stored)}" is read as "${visible(c.key)}" (dashes are normalized); fact ${c.id} keeps its id, and the next apply stores the new key${merged}`;
}

/** The warning findings of `rules --check` on a valid file or a data dir's rules, one line each (the CLI prints them on stderr). */
export function validatedWarnings(v: { warnings: readonly Finding[] }): string[] {
  return v.warnings.map(formatFinding);
}

/** `brain validate` without a file: every file brain keeps in the data dir, each checked as its kind. */
export interface DataDirValidated extends DataDirReport {
  kind: "data-dir";
  data_dir: string;
  valid: boolean;
  /**
   * profile.md holds a hand edit brain has not adopted (not a problem: the text is valid, but no
   * history line, backup or explain knows it yet): how many facts it changed (null when brain
   * cannot itemize it) and the warning naming `brain adopt`. Null otherwise.
   */
  hand_edit: { facts_edited: number | null; warning: string } | null;
}

/** `now`: the wall clock records are judged by (one stamped ahead of it is skipped, so reported); default: now. */
export async function validateDataDir(o: { paths: Layout; configFile: string | undefined; now?: Date }): Promise<DataDirValidated> {
  const report = await checkDataDir(o.paths, o.configFile, o.now);
  return { kind: "data-dir", data_dir: o.paths.dataDir, valid: report.problems.length === 0, ...report, hand_edit: handEdit(o) };
}

function handEdit(o: { paths: Layout; configFile: string | undefined }): DataDirValidated["hand_edit"] {
  let edit: ReturnType<typeof handEditChanges>;
  try {
    edit = handEditChanges(o, readProfile(o.paths.profile));
  } catch {
    // A profile that cannot be read is one of the problems reported already.
    return null;
  }
  return edit ? { facts_edited: edit.changes?.length ?? null, warning: handEditWarning(o.paths.profile, edit, brainCommand(o, ["adopt"])) } : null;
}

/** The readable form: one line per file checked, then the verdict (`problems` are printed apart, on stderr). */
export function dataDirText(r: DataDirValidated): string {
  const lines = r.checked.map((c) => `${c.ok ? "ok     " : "INVALID"}  ${c.kind.padEnd(12)} ${c.file}${c.summary ? ` (${c.summary})` : ""}`);
  for (const c of r.changed_keys) lines.push(changedKeyText(c.file, c));
  if (r.hand_edit) lines.push(`note: ${r.hand_edit.warning}`);
  for (const a of r.alias_keys) {
    lines.push(
      `${a.file}: ${a.facts} fact${a.facts === 1 ? "" : "s"} stored under "${visible(a.key)}", an alias of "${visible(a.target)}" (keyAliases): they count as "${visible(a.target)}"'s`,
    );
  }
  if (r.valid) lines.push(`${r.data_dir}: valid (${r.checked.length} checked).`);
  return lines.join("\n");
}

/** What is wrong with an invalid data dir: one line per problem, then the count. */
export function dataDirProblemsText(r: DataDirValidated): string {
  return [...r.problems.map((p) => `brain: ${p}`), `brain: ${r.problems.length} problem${r.problems.length === 1 ? "" : "s"} in ${r.data_dir}.`].join("\n");
}
