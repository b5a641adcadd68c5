/**
 * The one table of the files brain reads: for each kind its format, schema, size limit, the
 * checks a schema cannot express, and a description. `brain validate`, `brain init --from` and
 * the whole-data-dir check read through it, so a kind is parsed the same way everywhere — by its
 * format, never by the file's extension.
 */
import { basename } from "node:path";
import { candidateIssues, keyIssue } from "../core/candidates.js";
import { InvalidInputError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { normalizeKey } from "../core/normalize.js";
import { type ChangedKey, parseProfileReport } from "../core/profile-format.js";
import type { BrainConfig, Candidate, Fact, ProfileDiff, ProfileFields, RuleFile } from "../core/schema-types.js";
import { KEY_FORBIDDEN_CHAR, VALUE_FORBIDDEN_CHAR } from "../core/visible-text.js";
import type { SchemaName } from "../core/validation.js";
import { diffIdIssue } from "../diff/canonical-json.js";
import { buildRuleSet } from "../rules/rule-set.js";
import { prepareRuleTestFile } from "./load-rule-tests.js";
import { rulesDirOf } from "./load-config.js";
import { loadRuleSet } from "./load-rules.js";
import { decodeUtf8, MAX_DIFF_BYTES, MAX_INPUT_BYTES, parseJsonText, parseYamlText, readInputBytes } from "./read-input.js";
import { schemas } from "./schemas.js";
import { escapePointer } from "../core/validation.js";

/**
 * - `json`: JSON text.
 * - `yaml`: YAML, core schema (numbers and booleans are typed), no aliases, bounded depth.
 * - `yaml-strings`: the same YAML, but every scalar is the exact text written (`02139`, `1.10`).
 * - `profile`: the profile's Markdown, or the JSON document `brain show --json` prints.
 */
type FileFormat = "json" | "yaml" | "yaml-strings" | "profile";

interface FileKind {
  format: FileFormat;
  /** The JSON Schema in schemas/ the parsed value must satisfy (a Markdown profile is checked by its parser). */
  schema: SchemaName;
  maxBytes: number;
  /** A file whose name contains this is taken for this kind. */
  nameHint: string;
  description: string;
  /** Checks beyond the schema; returns the issues (`file: /pointer: message`) and a short summary. */
  check(value: unknown, file: string, bytes: Buffer): { issues: string[]; summary: string };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

const FILE_KINDS = {
  candidates: {
    format: "json",
    schema: "candidates",
    maxBytes: MAX_INPUT_BYTES,
    nameHint: "candidate",
    description: "a JSON array of candidate facts, written by the extracting session (schemas/candidates.schema.json)",
    check: (value, file) => {
      const list = value as Candidate[];
      return { issues: candidateIssues(list, file), summary: plural(list.length, "candidate") };
    },
  },
  config: {
    format: "yaml",
    schema: "config",
    maxBytes: MAX_INPUT_BYTES,
    nameHint: "config",
    description: "operator tuning, brain.config.yaml (schemas/config.schema.json); the rules folder it names is loaded too",
    check: (value, file) => {
      const dir = rulesDirOf(value as BrainConfig, file);
      if (dir === null) return { issues: [], summary: "shipped rules" };
      const set = loadRuleSet(dir);
      return { issues: [], summary: `rules from ${dir}: ${plural(set.files.length, "file")}` };
    },
  },
  rules: {
    format: "yaml",
    schema: "rules",
    maxBytes: MAX_INPUT_BYTES,
    nameHint: "rule",
    description: "one rule file, rules/*.yaml (schemas/rules.schema.json)",
    check: (value, file, bytes) => {
      const content = value as RuleFile;
      buildRuleSet([{ path: file, file: basename(file), sha256: sha256Hex(bytes), content }], file, { requireCandidateScope: false });
      return { issues: [], summary: `scope ${content.scope}, version ${content.version}, ${plural(content.rules.length, "rule")}` };
    },
  },
  diff: {
    format: "json",
    schema: "diff",
    maxBytes: MAX_DIFF_BYTES,
    nameHint: "diff",
    description: "a proposed ProfileDiff, brain/pending-diff.json or brain/applied/<id>.json (schemas/diff.schema.json)",
    check: (value, file) => {
      const diff = value as ProfileDiff;
      const tampered = diffIdIssue(diff, file);
      return { issues: tampered ? [tampered] : [], summary: `id ${diff.id.slice(0, 12)}, base ${diff.base.slice(0, 12)}` };
    },
  },
  profile: {
    format: "profile",
    schema: "profile",
    maxBytes: MAX_DIFF_BYTES,
    nameHint: "profile",
    description: "brain/profile.md (docs/profile-format.md), or the JSON `brain show --json` prints (schemas/profile.schema.json)",
    // A profile written by an earlier version is read as it is (its text is shown escaped); only
    // validate reports what new input may no longer hold: invisible or format characters, mixed-script keys.
    check: (value, file) => {
      const facts = (value as { facts: Fact[] }).facts;
      return { issues: facts.flatMap((f, i) => profileTextIssues(f, `${file}: /facts/${i}`)), summary: plural(facts.length, "fact") };
    },
  },
  "rule-tests": {
    format: "yaml",
    schema: "rule-tests",
    maxBytes: MAX_INPUT_BYTES,
    nameHint: ".test.",
    description: "rule tests, rules/*.test.yaml beside the rule files (schemas/rule-tests.schema.json; docs/rules.md)",
    check: (value, file) => {
      const issues: string[] = [];
      const tests = prepareRuleTestFile(value, file, issues);
      return { issues, summary: plural(tests.length, "test") };
    },
  },
  fields: {
    format: "yaml-strings",
    schema: "fields",
    maxBytes: MAX_INPUT_BYTES,
    nameHint: "fields",
    description: "a YAML map of profile fields for `brain init --from` (schemas/fields.schema.json); every value is kept as written",
    check: (value, file) => {
      const issues: string[] = [];
      const seen = new Map<string, string>();
      for (const field of Object.keys(value as ProfileFields)) {
        const key = normalizeKey(field);
        const pointer = `/${escapePointer(field)}`;
        // A letter or a digit, one script: the checks candidates' keys get.
        const bad = keyIssue(field, `${file}: ${pointer}`);
        if (bad !== undefined) {
          issues.push(bad);
          continue;
        }
        const clash = seen.get(key);
        if (clash !== undefined)
          issues.push(`${file}: ${pointer}: normalizes to key "${key}", like /${escapePointer(clash)}; merge them into one field (a list is allowed)`);
        else seen.set(key, field);
      }
      return { issues, summary: plural(seen.size, "field") };
    },
  },
} as const satisfies Record<string, FileKind>;

export type KindName = keyof typeof FILE_KINDS;
export const KIND_NAMES = Object.keys(FILE_KINDS) as KindName[];

export interface CheckedFile<T = unknown> {
  kind: KindName;
  value: T;
  /** A short description of what was found (`3 candidates`). */
  summary: string;
  /** A profile's stored keys read under today's normalization (an earlier version stored them): `validate` lists them. */
  changedKeys: readonly ChangedKey[];
}

/**
 * Reads `path` as `kind` (inferred when undefined: see `inferKind`): regular file, size, UTF-8,
 * the kind's format, its schema and its extra checks. Every failure is an InvalidInputError
 * naming the file and the pointer or line.
 */
export function readKindFile<T = unknown>(path: string, kind?: KindName, label = path): CheckedFile<T> {
  const bytes = readInputBytes(path, label, kind ? FILE_KINDS[kind].maxBytes : MAX_DIFF_BYTES);
  if (kind !== undefined) return checkKindBytes<T>(bytes, kind, label);
  const text = decodeUtf8(bytes, label);
  const inferred = inferKind(text, path, label);
  const max = FILE_KINDS[inferred].maxBytes;
  if (bytes.length > max) throw new InvalidInputError([`${label}: expected at most ${max} bytes for a ${inferred} file, found ${bytes.length} bytes`]);
  const parsed = parseAs(inferred, text, label);
  return checkKindValue<T>(inferred, parsed.value, label, { bytes, changedKeys: parsed.changedKeys });
}

/** `readKindFile` for bytes already read (the kind from the content, then the name, when undefined): UTF-8, format, schema, checks. */
export function checkKindBytes<T = unknown>(bytes: Buffer, kind: KindName | undefined, label: string): CheckedFile<T> {
  const text = decodeUtf8(bytes, label);
  const k = kind ?? inferKind(text, label, label);
  const parsed = parseAs(k, text, label);
  return checkKindValue<T>(k, parsed.value, label, { bytes, changedKeys: parsed.changedKeys });
}

/**
 * Checks an already parsed value as `kind`: its schema, then the kind's extra checks. `label`
 * names it in issues; `bytes` are the raw file (rule files record their hash), when there is one.
 */
export function checkKindValue<T = unknown>(
  kind: KindName,
  value: unknown,
  label: string,
  { bytes, changedKeys = [] }: { bytes?: Buffer; changedKeys?: readonly ChangedKey[] } = {},
): CheckedFile<T> {
  const result = schemas().validate<T>(FILE_KINDS[kind].schema, value, label);
  if (!result.ok) throw new InvalidInputError(result.issues);
  const { issues, summary } = FILE_KINDS[kind].check(result.value, label, bytes ?? Buffer.from(JSON.stringify(value)));
  if (issues.length > 0) throw new InvalidInputError(issues);
  return { kind, value: result.value, summary, changedKeys };
}

/** Parses text by the kind's format; a profile also says which stored keys it read under today's normalization. */
function parseAs(kind: KindName, text: string, label: string): { value: unknown; changedKeys: readonly ChangedKey[] } {
  switch (FILE_KINDS[kind].format) {
    case "json":
      return { value: parseJsonText(text, label), changedKeys: [] };
    case "yaml":
      return { value: parseYamlText(text, label) ?? {}, changedKeys: [] };
    case "yaml-strings":
      return { value: parseYamlText(text, label, { strings: true }) ?? {}, changedKeys: [] };
    case "profile": {
      if (looksLikeJson(text)) return { value: parseJsonText(text, label), changedKeys: [] };
      const { doc, changedKeys } = parseProfileReport(text, label);
      return { value: { facts: doc.facts }, changedKeys };
    }
  }
}

/**
 * The kind of a file given without `--as`. The content decides where its shape is distinctive
 * (`kindFromContent`); otherwise the name does (`pending-diff.json` → diff, `fields.yaml` →
 * fields); a YAML map with neither is a config. The shipped `rules/candidate.yaml` is a rule
 * file by its content, whatever its name says.
 */
function inferKind(text: string, path: string, label: string): KindName {
  const byContent = kindFromContent(text, label);
  if (byContent !== undefined) return byContent;
  const byName = kindFromName(path);
  if (byName !== undefined) return byName;
  // Reports a syntax error as such, rather than as an unknown kind.
  if (looksLikeJson(text)) parseJsonText(text, label);
  else if (isMap(parseYamlText(text, label))) return "config";
  throw new InvalidInputError([`${label}: cannot tell what kind of file this is; pass --as ${KIND_NAMES.join("|")}`]);
}

/** The kind a file's name names (`pending-diff.json` → diff, `candidate.test.yaml` → rule-tests), if any. */
function kindFromName(path: string): KindName | undefined {
  const name = basename(path).toLowerCase();
  if (name.includes(FILE_KINDS["rule-tests"].nameHint)) return "rule-tests";
  return KIND_NAMES.find((k) => name.includes(FILE_KINDS[k].nameHint));
}

/**
 * The kind from a distinctive shape of the content, if it has one: a JSON array is candidates; a
 * JSON object with `id` and `base` is a diff, with `facts` a profile; Markdown with a `## Static`
 * or `## Dynamic` heading is a profile; a YAML map with `scope` and `rules` is a rule file, with a
 * `tests` list rule tests. Text that does not parse has no shape: the name decides, and the
 * parse error is reported for that kind.
 */
function kindFromContent(text: string, label: string): KindName | undefined {
  if (looksLikeJson(text)) {
    let data: unknown;
    try {
      data = parseJsonText(text, label);
    } catch {
      return undefined;
    }
    if (Array.isArray(data)) return "candidates";
    if (!isMap(data)) return undefined;
    if ("id" in data && "base" in data) return "diff";
    if ("facts" in data) return "profile";
    return undefined;
  }
  // A YAML comment starts with "#" too: a profile is told apart by its section headings.
  if (/^## (Static|Dynamic)\s*$/m.test(text)) return "profile";
  let data: unknown;
  try {
    data = parseYamlText(text, label);
  } catch {
    return undefined;
  }
  if (!isMap(data)) return undefined;
  if ("scope" in data && "rules" in data) return "rules";
  if (Array.isArray(data.tests)) return "rule-tests";
  return undefined;
}

function isMap(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function looksLikeJson(text: string): boolean {
  return /^\s*[[{]/.test(text);
}

/** What a fact holds that new input may not (docs/security.md): invisible or format characters, a mixed-script key. */
function profileTextIssues(f: Fact, at: string): string[] {
  const issues: string[] = [];
  const text: [string, string | undefined, RegExp][] = [
    ["key", f.key, KEY_FORBIDDEN_CHAR],
    ["value", f.value, VALUE_FORBIDDEN_CHAR],
    ...f.sources.map((s, j): [string, string, RegExp] => [`sources/${j}`, s, KEY_FORBIDDEN_CHAR]),
    ["retired_reason", f.retired_reason, VALUE_FORBIDDEN_CHAR],
  ];
  for (const [field, s, forbidden] of text) {
    if (s === undefined) continue;
    const chars = [...s];
    const i = chars.findIndex((c) => forbidden.test(c));
    if (i < 0) continue;
    const cp = chars[i]!.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    issues.push(
      `${at}/${field}: must not contain control or invisible-formatting characters (written by an earlier version?), got U+${cp} at character ${i + 1}`,
    );
  }
  const mixed = keyIssue(f.key, `${at}/key`);
  if (mixed !== undefined) issues.push(mixed);
  return issues;
}
