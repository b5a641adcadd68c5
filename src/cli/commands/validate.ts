import { statSync } from "node:fs";
import { extname, basename } from "node:path";
import { InvalidInputError, UsageError } from "../../core/errors.js";
import { parseProfile } from "../../core/profile-format.js";
import { candidateIssues } from "../../core/candidates.js";
import type { BrainConfig, Candidate, ProfileDiff, RuleFile } from "../../core/schema-types.js";
import type { SchemaName } from "../../core/validation.js";
import { diffIdIssue } from "../../diff/canonical-json.js";
import { buildRuleSet } from "../../rules/rule-set.js";
import { decodeUtf8, MAX_DIFF_BYTES, MAX_INPUT_BYTES, parseJsonText, parseYamlText, readInputBytes } from "../../io/read-input.js";
import { schemas } from "../../io/schemas.js";
import { sha256Hex } from "../../core/hash.js";
import { validateRuleFolder } from "../../io/check-rule-folder.js";
import { loadConfig, resolveConfig } from "../../io/load-config.js";
import { formatFinding, type Finding } from "../../rules/check-rules.js";
import { resolveContext, stringOption } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { processOutput as io } from "../output.js";

const KINDS = ["candidates", "config", "rules", "diff", "profile", "fields"] as const;
type Kind = (typeof KINDS)[number];

export async function run(args: unknown[], opts: Record<string, unknown>): Promise<number> {
  const file = String(args[0]);
  const as = stringOption(opts.as, "--as");
  if (as !== undefined && !(KINDS as readonly string[]).includes(as)) {
    throw new UsageError(`--as: expected one of ${KINDS.join(", ")}, found "${as}"`);
  }
  if (as === "rules" && isDirectory(file)) return validateRulesFolder(file, opts);
  const isDiff = as === "diff" || (as === undefined && /diff/i.test(basename(file)));
  const bytes = readInputBytes(file, file, isDiff ? MAX_DIFF_BYTES : MAX_INPUT_BYTES);
  const text = decodeUtf8(bytes, file);
  const isYaml = /\.ya?ml$/i.test(file);
  const isMarkdown = extname(file).toLowerCase() === ".md";
  if ((as === "profile" && !/^\s*[[{]/.test(text)) || (as === undefined && isMarkdown)) {
    const doc = parseProfile(text, file);
    io.out(`${file}: valid profile (${doc.facts.length} facts)`);
    return EXIT.ok;
  }
  const data = isYaml ? (parseYamlText(text, file) ?? {}) : parseJsonText(text, file);
  const kind = (as as Kind | undefined) ?? inferKind(file, data);
  const result = schemas().validate<unknown>(kind as SchemaName, data, file);
  if (!result.ok) throw new InvalidInputError(result.issues);
  const described = detail(kind, result.value, file, bytes);
  // A config names the rules it runs with: they load and check clean too.
  if (kind === "config") reportWarnings(await validateRuleFolder(loadConfig(file, file).rulesDir, resolveConfig(result.value as BrainConfig)));
  io.out(`${file}: valid ${kind}${described}`);
  return EXIT.ok;
}

/** `validate <folder> --as rules`: the folder loads as a rule set and checks clean under the config in force. */
async function validateRulesFolder(folder: string, opts: Record<string, unknown>): Promise<number> {
  const ctx = resolveContext(opts);
  reportWarnings(await validateRuleFolder(folder, loadConfig(ctx.configFile, ctx.paths.config).config));
  io.out(`${folder}: valid rules folder`);
  return EXIT.ok;
}

function reportWarnings(findings: readonly Finding[]): void {
  for (const f of findings) io.err(formatFinding(f));
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The kind from the file name first, then from the shape of the content. */
function inferKind(file: string, data: unknown): Kind {
  const name = basename(file).toLowerCase();
  for (const k of KINDS) if (name.includes(k === "diff" ? "diff" : k === "rules" ? "rule" : k)) return k;
  if (Array.isArray(data)) return "candidates";
  if (data !== null && typeof data === "object") {
    const o = data as Record<string, unknown>;
    if ("additions" in o || "base" in o) return "diff";
    if ("facts" in o) return "profile";
    if ("scope" in o && "rules" in o) return "rules";
  }
  if (/\.ya?ml$/.test(name)) return "config";
  throw new UsageError(`${file}: cannot tell what kind of file this is; pass --as ${KINDS.join("|")}`);
}

/** Checks beyond the schema, and a short description of what was validated. */
function detail(kind: Kind, value: unknown, file: string, bytes: Buffer): string {
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
