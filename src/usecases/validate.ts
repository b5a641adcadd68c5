import { statSync } from "node:fs";
import { basename, extname } from "node:path";
import { candidateIssues } from "../core/candidates.js";
import { InvalidInputError, UsageError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { parseProfile } from "../core/profile-format.js";
import type { BrainConfig, Candidate, ProfileDiff, RuleFile } from "../core/schema-types.js";
import type { SchemaName } from "../core/validation.js";
import { diffIdIssue } from "../diff/canonical-json.js";
import { decodeUtf8, MAX_DIFF_BYTES, MAX_INPUT_BYTES, parseJsonText, parseYamlText, readInputBytes } from "../io/read-input.js";
import { validateRuleFolder } from "../io/check-rule-folder.js";
import { loadConfig, resolveConfig } from "../io/load-config.js";
import { schemas } from "../io/schemas.js";
import type { Finding } from "../rules/check-rules.js";
import { buildRuleSet } from "../rules/rule-set.js";

export const VALIDATE_KINDS = ["candidates", "config", "rules", "diff", "profile", "fields"] as const;
export type ValidateKind = (typeof VALIDATE_KINDS)[number];

/** A valid input: what it was and a short description (an invalid one throws InvalidInputError). */
export interface Validated {
  /** The file, or the label an in-memory value was given (e.g. the MCP argument's name). */
  file: string;
  kind: ValidateKind;
  valid: true;
  /** e.g. " (3 candidates)"; empty when there is nothing to add. */
  detail: string;
  /** Warning findings of `rules --check` on the rules a config or rules folder names (error findings throw). */
  warnings: Finding[];
}

/** Where the config in force is, for checking a rules folder under its thresholds. */
export interface ValidateContext {
  configFile: string | undefined;
  defaultConfig: string;
}

/**
 * Validates one file; the kind is `as`, else inferred from the file's name, then its content. A
 * config, or a rules folder (`--as rules`), also loads its rules and runs `rules --check` on them:
 * an error finding is invalid input like any other.
 */
export async function validateFile(file: string, as: string | undefined, ctx: ValidateContext): Promise<Validated> {
  if (as !== undefined && !(VALIDATE_KINDS as readonly string[]).includes(as)) {
    throw new UsageError(`--as: expected one of ${VALIDATE_KINDS.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && isDirectory(file)) {
    const warnings = await validateRuleFolder(file, loadConfig(ctx.configFile, ctx.defaultConfig).config);
    return { file, kind: "rules", valid: true, detail: " (folder)", warnings };
  }
  const isDiff = as === "diff" || (as === undefined && /diff/i.test(basename(file)));
  const bytes = readInputBytes(file, file, isDiff ? MAX_DIFF_BYTES : MAX_INPUT_BYTES);
  const text = decodeUtf8(bytes, file);
  if ((as === "profile" && !/^\s*[[{]/.test(text)) || (as === undefined && extname(file).toLowerCase() === ".md")) {
    const doc = parseProfile(text, file);
    return { file, kind: "profile", valid: true, detail: ` (${doc.facts.length} facts)`, warnings: [] };
  }
  const data = /\.ya?ml$/i.test(file) ? (parseYamlText(text, file) ?? {}) : parseJsonText(text, file);
  const validated = validateValue((as as ValidateKind | undefined) ?? inferKind(file, data), data, file, bytes);
  if (validated.kind === "config") {
    // A config names the rules it runs with: they load and check clean too.
    validated.warnings = await validateRuleFolder(loadConfig(file, file).rulesDir, resolveConfig(data as BrainConfig));
  }
  return validated;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Validates a parsed value as `kind`: the schema, then the checks a schema cannot express.
 * `file` only names the input in issues; `bytes` are the raw file (rule files record their hash).
 */
export function validateValue(kind: ValidateKind, data: unknown, file: string, bytes?: Buffer): Validated {
  const result = schemas().validate<unknown>(kind as SchemaName, data, file);
  if (!result.ok) throw new InvalidInputError(result.issues);
  // An in-memory value has no file bytes; its JSON stands in for the rule file hash buildRuleSet records (never compared).
  return { file, kind, valid: true, detail: detail(kind, result.value, file, bytes ?? Buffer.from(JSON.stringify(data))), warnings: [] };
}

/** The readable form, shared by the CLI and the MCP server. */
export function validatedText(v: Validated): string {
  return `${v.file}: valid ${v.kind}${v.detail}`;
}

/** The kind from the file name first, then from the shape of the content. */
function inferKind(file: string, data: unknown): ValidateKind {
  const name = basename(file).toLowerCase();
  for (const k of VALIDATE_KINDS) if (name.includes(k === "diff" ? "diff" : k === "rules" ? "rule" : k)) return k;
  if (Array.isArray(data)) return "candidates";
  if (data !== null && typeof data === "object") {
    const o = data as Record<string, unknown>;
    if ("additions" in o || "base" in o) return "diff";
    if ("facts" in o) return "profile";
    if ("scope" in o && "rules" in o) return "rules";
  }
  if (/\.ya?ml$/.test(name)) return "config";
  throw new UsageError(`${file}: cannot tell what kind of file this is; pass --as ${VALIDATE_KINDS.join("|")}`);
}

/** Checks beyond the schema, and a short description of what was validated. */
function detail(kind: ValidateKind, value: unknown, file: string, bytes: Buffer): string {
  switch (kind) {
    case "candidates": {
      const list = value as Candidate[];
      const issues = candidateIssues(list, file);
      if (issues.length > 0) throw new InvalidInputError(issues);
      return ` (${list.length} candidate${list.length === 1 ? "" : "s"})`;
    }
    case "rules": {
      const content = value as RuleFile;
      buildRuleSet([{ path: file, file: basename(file), sha256: sha256Hex(bytes), content }], file, { requireCandidateScope: false });
      return ` (scope ${content.scope}, version ${content.version}, ${content.rules.length} rule${content.rules.length === 1 ? "" : "s"})`;
    }
    case "diff": {
      const diff = value as ProfileDiff;
      const tampered = diffIdIssue(diff, file);
      if (tampered) throw new InvalidInputError([tampered], "Propose again instead of editing a diff.");
      return ` (id ${diff.id.slice(0, 12)}, base ${diff.base.slice(0, 12)})`;
    }
    default:
      return "";
  }
}
