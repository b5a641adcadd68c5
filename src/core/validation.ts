/**
 * Schema validation that returns data. One Ajv2020 instance per registry; each schema is
 * compiled on first use and then reused. Issues read `file: /json/pointer: message (got …)`.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { visible } from "./visible-text.js";

export const SCHEMA_NAMES = ["candidates", "config", "rules", "diff", "profile", "fields", "rule-tests"] as const;
export type SchemaName = (typeof SCHEMA_NAMES)[number];

export type Validation<T> = { ok: true; value: T } | { ok: false; issues: string[] };

/** Patterns are explained in words, not echoed as regular expressions. */
const PATTERN_HINTS: Record<string, string> = {
  "^[^\\r\\n]*\\S[^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[^\\r\\n]+$": "must be a single line (no CR or LF)",
  "^[^\\r\\n]*[^\\s_][^\\r\\n]*$": 'must be a single line with at least one character other than whitespace or "_"',
  "^[^\\r\\n]*[^\\s][^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "must be a date YYYY-MM-DD",
  "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$": 'must be an id: letters, digits, "-" or "_", at most 64',
  "^[0-9a-f]{64}$": "must be a sha256 (64 lower-case hex digits)",
  "^[a-z0-9][a-z0-9-]{0,63}$": 'must be lower-case letters, digits and "-" (at most 64)',
  "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$": "must be a source <tributary>:<id>",
  "\\S": "must have at least one visible character",
  "[^\\s_]": 'must have at least one character other than whitespace or "_"',
  "^[^\\sA-Z_]+$": 'must be a normalized key (lower case, "-" between words, as brain show prints it)',
  "^(~$|~/|/|[A-Za-z]:[\\\\/])": "must be an absolute folder, or one starting with ~",
  "^[0-9]+\\.[0-9]+\\.[0-9]+$": "must be a version X.Y.Z",
  "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$":
    "must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted)",
};

/** Options every brain validator is compiled with, at build time (standalone) or at run time. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  // `required` inside if/then/oneOf branches is standard JSON Schema; strictRequired would refuse it.
  strictRequired: false,
  allowUnionTypes: true,
  // formatAjvErrors reads each error's parentSchema (e.g. to list the allowed properties).
  verbose: true,
} as const;

/**
 * Validates by schema name with validators compiled elsewhere (see src/io/schemas.ts): the core
 * only runs them and turns their errors into issues.
 *
 * `checks`, when given, are the same schemas compiled to stop at the first error (Ajv's default,
 * without `allErrors` and `verbose`): the same verdict, found without collecting errors. Valid data
 * is then checked by them alone, and only invalid data by `validators`, for the full list of
 * issues. On a valid 100k-candidate batch that is ~90 instead of ~270 ms: with `allErrors` every
 * candidate is checked against all three branches of the candidate `oneOf`, each failing one to
 * the end, with an error object for each failure.
 */
export class SchemaRegistry {
  readonly #validators: (name: SchemaName) => ValidateFunction;
  readonly #checks: ((name: SchemaName) => ValidateFunction) | undefined;

  constructor(validators: (name: SchemaName) => ValidateFunction, checks?: (name: SchemaName) => ValidateFunction) {
    this.#validators = validators;
    this.#checks = checks;
  }

  /** Validates `data` against the named schema. `file` only names the file in issues. */
  validate<T>(name: SchemaName, data: unknown, file: string): Validation<T> {
    if (this.#checks?.(name)(data)) return { ok: true, value: data as T };
    const fn = this.#validators(name);
    if (fn(data)) return { ok: true, value: data as T };
    return { ok: false, issues: formatAjvErrors(fn.errors ?? [], data, file) };
  }
}

/** Turns Ajv errors into one readable issue per problem, most specific first, duplicates dropped. */
export function formatAjvErrors(errors: readonly ErrorObject[], data: unknown, file: string): string[] {
  // Combinator and conditional keywords only restate what their branches already said (as
  // `propertyNames` restates what its key's errors say); a `not: {pattern}` (forbidden characters)
  // says something of its own.
  const specific = onlyNearestBranch(errors).filter(
    (e) =>
      !["if", "then", "else", "oneOf", "anyOf", "allOf", "$ref", "propertyNames"].includes(e.keyword) &&
      !(e.keyword === "not" && !forbiddenCharacters(e, subjectOf(e, data).value)),
  );
  const chosen = specific.length > 0 ? specific : errors;
  const seen = new Set<string>();
  const issues: string[] = [];
  for (const e of chosen) {
    const issue = formatOne(e, data, file);
    if (!seen.has(issue)) {
      seen.add(issue);
      issues.push(issue);
    }
  }
  return issues;
}

/**
 * A value that matches no branch of a `oneOf` (a value candidate or a retire candidate) gets the
 * errors of the branch it comes closest to (the fewest errors; ties: the first), not of all of them.
 */
function onlyNearestBranch(errors: readonly ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  for (const one of errors) {
    if (one.keyword !== "oneOf") continue;
    const prefix = `${one.schemaPath}/`;
    const inside = (e: ErrorObject) =>
      e.schemaPath.startsWith(prefix) && (e.instancePath === one.instancePath || e.instancePath.startsWith(`${one.instancePath}/`));
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of errors) {
      if (!inside(e)) continue;
      const branch = e.schemaPath.slice(prefix.length).split("/")[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    let best: string | undefined;
    for (const [branch, list] of byBranch) if (best === undefined || list.length < byBranch.get(best)!.length) best = branch;
    for (const [branch, list] of byBranch) if (branch !== best) for (const e of list) drop.add(e);
  }
  return errors.filter((e) => !drop.has(e));
}

/**
 * The `not: {pattern}` that refuses control and invisible-formatting characters, failing on a
 * string (on anything else a pattern does not apply, so `not` fails too: the type error says it).
 */
function forbiddenCharacters(e: ErrorObject, value: unknown): boolean {
  const not = (e.parentSchema as { not?: { pattern?: unknown } } | undefined)?.not;
  return typeof not?.pattern === "string" && typeof value === "string";
}

/**
 * What an error is about: the value at its pointer, or, for an error of a `propertyNames` schema,
 * the key itself (Ajv names it in `propertyName` and points at the object that holds it).
 */
function subjectOf(e: ErrorObject, data: unknown): { pointer: string; value: unknown; key: boolean } {
  if (e.propertyName !== undefined) return { pointer: `${e.instancePath}/${escapePointer(e.propertyName)}`, value: e.propertyName, key: true };
  return { pointer: e.instancePath, value: valueAtPointer(data, e.instancePath), key: false };
}

function formatOne(e: ErrorObject, data: unknown, file: string): string {
  const p = e.params as Record<string, unknown>;
  const subject = subjectOf(e, data);
  let pointer = subject.pointer || "/";
  const value = subject.value;
  let message = "";
  // An error of a key says so first: its pointer names the key's value, which is not what is wrong.
  const about = subject.key ? "the key " : "";
  // The whole document being a scalar means the file is not of this kind at all (a YAML reading of
  // /etc/passwd is one long string): its text is not quoted back, only what it is. Nor is a key
  // the pointer does not show.
  const quoted = subject.pointer !== "" && (!subject.key || KEY_LIKE.test(String(value)));
  const got = `got ${quoted ? describeFound(value) : describeKind(value)}`;
  switch (e.keyword) {
    case "required":
      pointer = `${e.instancePath}/${escapePointer(String(p.missingProperty))}`;
      message = "is required (missing)";
      break;
    case "additionalProperties": {
      pointer = `${e.instancePath}/${escapePointer(String(p.additionalProperty))}`;
      const allowed = allowedProperties(e);
      message = `is not an allowed property${allowed ? ` (allowed: ${allowed})` : ""}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    }
    case "not": {
      if (!forbiddenCharacters(e, value)) break;
      const forbidden = new RegExp((e.parentSchema as { not: { pattern: string } }).not.pattern, "u");
      const chars = typeof value === "string" ? [...value] : [];
      const at = chars.findIndex((c) => forbidden.test(c));
      const cp = at < 0 ? undefined : chars[at]!.codePointAt(0)!;
      message =
        "must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers)" +
        (cp === undefined ? "" : `, got U+${cp.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`);
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    }
    case "format":
      message = p.format === "date" ? `must be a valid date YYYY-MM-DD, ${got}` : `must be a valid ${String(p.format)}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    case "pattern":
      message = `${PATTERN_HINTS[String(p.pattern)] ?? `must match ${String(p.pattern)}`}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    case "enum":
      message = `must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    case "type":
      message = `must be ${String(p.type).replace(/,/g, " or ")}, ${got}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    case "maxLength":
    case "minLength":
      message = `${e.message ?? "has the wrong length"}, got ${typeof value === "string" ? `${[...value].length} characters` : describeFound(value)}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
    case "maxItems":
    case "minItems":
      message = `${e.message ?? "has the wrong number of items"}, got ${Array.isArray(value) ? `${value.length} items` : describeFound(value)}`;
      return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
  }
  if (e.keyword !== "required") {
    message = `${e.message ?? "is invalid"}, ${got}`;
  }
  return `${file}: ${shownPointer(pointer)}: ${about}${message}`;
}

/** A property name that reads as a key a person wrote: shown in a pointer as it is. */
const KEY_LIKE = /^[\p{L}\p{N}\p{M} _.-]{1,64}$/u;

/**
 * The pointer as issues show it. A segment that does not read as a key (longer than 64 characters,
 * or holding `:`, `$`, `/` and the like) is named by its length instead: a file that is not of the
 * kind asked for at all (/etc/shadow read as a fields file has keys like `root:$6$…:`) is described,
 * never quoted back.
 */
function shownPointer(pointer: string): string {
  if (pointer === "/") return pointer;
  return pointer
    .split("/")
    .map((raw, i) => {
      if (i === 0) return raw;
      const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
      return KEY_LIKE.test(seg) ? raw : `<a key of ${[...seg].length} characters, not shown>`;
    })
    .join("/");
}

function allowedProperties(e: ErrorObject): string {
  const props = (e.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props).join(", ") : "";
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function valueAtPointer(data: unknown, pointer: string): unknown {
  if (pointer === "") return data;
  let cur: unknown = data;
  for (const raw of pointer.slice(1).split("/")) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

/** What a value is, without any of its text. */
function describeKind(value: unknown): string {
  if (typeof value === "string") return `text (${[...value].length} characters, not shown)`;
  return describeFound(value);
}

/** A short, safe description of a found value for error messages. */
function describeFound(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value !== null && typeof value === "object") return "an object";
  // JSON.stringify escapes C0 controls; visible() also escapes C1, bidi and the other invisible ones.
  const text = typeof value === "string" ? visible(JSON.stringify(value)) : JSON.stringify(value);
  const chars = [...text];
  if (chars.length <= 80) return text;
  // Cut at a character, never inside an escape (JSON's \n or \uXXXX, visible()'s \u{…}): the
  // piece left would read as other text. An odd run of backslashes ends in one that opens an escape.
  const head = chars.slice(0, 77).join("");
  const open = /(\\+)(u\{[0-9A-Fa-f]*|u[0-9A-Fa-f]{0,3})?$/.exec(head);
  const end = open && open[1]!.length % 2 === 1 ? open.index + open[1]!.length - 1 : head.length;
  return `${head.slice(0, end)}…"`;
}
