/**
 * `brain rules --check`: static analysis of a loaded rule set by enumeration. Pure: the rules and
 * the config are arguments, nothing is read or printed.
 *
 * Each condition's constants and operators are checked against the fact catalog's domains
 * (bad-value, type-mismatch, operator-type). Then every situation the runtime can produce is
 * enumerated — exhaustive over the finite facts, boundary values around every number a rule
 * compares with, the string constants the rules name (and near misses) — and every rule is
 * evaluated on it with the memoized evaluator (one evaluator per rule, asked once per distinct
 * combination of the values it reads: see walkSituations). From who matches and who wins:
 * not-total, never-matches, unreachable, priority-tie and outcome-not-allowed (the runtime guards
 * of ./guards.ts, the very functions propose calls). docs/rules.md lists which situations count as
 * consistent and why.
 */
import { isIsoDate } from "../core/dates.js";
import { isOperatorStatement } from "../core/provenance.js";
import type { ResolvedConfig } from "../core/schema-types.js";
import { conditionLeaves, leafConstants, type ConditionLeaf, type ConditionNode, type FactPath } from "./conditions.js";
import { cannotEvaluate, createEvaluator, type Evaluator } from "./evaluator.js";
import { factDomain, FACT_DOMAINS, type FactDomain, type Scope } from "./fact-catalog.js";
import { candidateGuard, factGuard } from "./guards.js";
import { resolveDottedPath } from "./path-resolver.js";
import { factReferences, type RuleSet, type ScopedRule } from "./rule-set.js";
import { RETIRE_CANDIDATES, type CandidateSituation, type FactSituation } from "./situation.js";

type FindingCode =
  | "not-total"
  | "never-matches"
  | "bad-value"
  | "type-mismatch"
  | "operator-type"
  | "outcome-not-allowed"
  | "unreachable"
  | "priority-tie"
  | "no-fact-rules";

export interface Finding {
  level: "error" | "warning";
  code: FindingCode;
  /** The rule file as shown to the operator (or the rules folder for set-wide findings). */
  file: string;
  /** JSON pointer into `file`. */
  pointer: string;
  message: string;
  rule?: string;
  /** An example situation: the value at each path the scope's rules read (and the guard's), by `fact.path`. */
  situation?: Record<string, unknown>;
}

export interface CheckInput {
  rules: RuleSet;
  config: ResolvedConfig;
  /** The rules folder, named by set-wide findings. */
  origin: string;
  /** Rule file name → the path shown in findings (default: the name). */
  paths?: ReadonlyMap<string, string>;
}

export interface CheckResult {
  findings: Finding[];
  /** Consistent situations enumerated per scope. */
  situations: { candidate: number; fact: number };
}

const LEVEL: Record<FindingCode, Finding["level"]> = {
  "not-total": "error",
  "never-matches": "error",
  "bad-value": "error",
  "type-mismatch": "error",
  "operator-type": "error",
  "outcome-not-allowed": "error",
  unreachable: "warning",
  "priority-tie": "warning",
  "no-fact-rules": "warning",
};

/** One line per finding: `error|warning  <code>  <file>: <pointer>: <message>`. */
export function formatFinding(f: Finding): string {
  return `${f.level}  ${f.code}  ${f.file}: ${f.pointer}: ${f.message}`;
}

export function hasErrors(findings: readonly Finding[]): boolean {
  return findings.some((f) => f.level === "error");
}

/** Checks a rule set under a config. Errors first, then warnings, each in rule load order. */
export async function checkRules(input: CheckInput): Promise<CheckResult> {
  const { rules, config } = input;
  const where = (rule: ScopedRule, scope: Scope) => ({
    file: input.paths?.get(rule.file) ?? rule.file,
    pointer: `/rules/${rules[scope].filter((r) => r.file === rule.file).indexOf(rule)}`,
  });
  const findings: Finding[] = [];
  const add = (code: FindingCode, { file, pointer }: { file: string; pointer: string }, message: string, extra: Partial<Finding> = {}) =>
    findings.push({ level: LEVEL[code], code, file, pointer, message, ...extra });

  const typeBroken = new Set<ScopedRule>();
  for (const scope of ["candidate", "fact"] as const) {
    for (const rule of rules[scope]) {
      const at = where(rule, scope);
      for (const issue of conditionIssues(scope, rule.condition, `${at.pointer}/conditions`)) {
        add(issue.code, { file: at.file, pointer: issue.pointer }, issue.message, { rule: rule.name });
        typeBroken.add(rule);
      }
    }
  }

  const counts = { candidate: 0, fact: 0 };
  for (const scope of ["candidate", "fact"] as const) {
    const scoped = rules[scope];
    if (scoped.length === 0) continue;
    const shownPaths = factReferences(scoped).map((r) => `${r.fact}.${r.path ?? ""}`);
    const show = (s: object, extra: readonly string[] = []) => valuesAtPaths(s, [...new Set([...shownPaths, ...extra])]);
    const matched = scoped.map(() => false);
    const winners = scoped.map(() => new Map<string, number>());
    const decided = scoped.map(() => false);
    const ties = new Map<string, { a: ScopedRule; b: ScopedRule }>();
    const refused = new Map<ScopedRule, { why: string; situation: Record<string, unknown> }>();
    let untotal: { situation: Record<string, unknown>; count: number } | undefined;
    // The situations that match the same rules, in the order the first of each was enumerated:
    // what follows from who matches and who wins is worked out once per group, counted by its size.
    const groups = new Map<readonly number[], { winner: ScopedRule | undefined; count: number }>();

    await walkSituations(situations(scope, scoped, config), scoped, (s, matches) => {
      counts[scope]++;
      let group = groups.get(matches);
      if (!group) {
        let best: ScopedRule | undefined;
        for (const i of matches) {
          const r = scoped[i]!;
          if (!best || r.priority > best.priority || (r.priority === best.priority && r.order < best.order)) best = r;
        }
        groups.set(matches, (group = { winner: best, count: 0 }));
        if (!best && scope === "candidate" && !untotal) untotal = { situation: show(s), count: 0 };
      }
      group.count++;
      const winner = group.winner;
      // The situation is reused by the next one: what a finding shows of it is copied now.
      if (winner && !refused.has(winner)) {
        const verdict = scope === "candidate" ? candidateGuard(winner.event.type, s as CandidateSituation) : factGuard(winner.event.type, s as FactSituation);
        if (verdict) refused.set(winner, { why: verdict.why, situation: show(s, verdict.paths) });
      }
      return false;
    });

    for (const [matches, { winner, count }] of groups) {
      if (!winner) {
        if (untotal) untotal.count += count;
        continue;
      }
      decided[scoped.indexOf(winner)] = true;
      for (const i of matches) {
        matched[i] = true;
        const r = scoped[i]!;
        if (r === winner) continue;
        winners[i]!.set(winner.name, (winners[i]!.get(winner.name) ?? 0) + count);
        if (r.priority === winner.priority) ties.set(`${winner.name}\0${r.name}`, { a: winner, b: r });
      }
    }

    if (untotal) {
      const first = scoped.reduce((a, b) => (a.order <= b.order ? a : b));
      const { situation } = untotal;
      add(
        "not-total",
        { file: input.paths?.get(first.file) ?? first.file, pointer: "/rules" },
        `no candidate rule classifies ${untotal.count} situation${untotal.count === 1 ? "" : "s"} the runtime can produce, e.g. ${oneLine(situation)}; the candidate rule set must be total`,
        { situation },
      );
    }
    const priority = new Map(scoped.map((r) => [r.name, r.priority]));
    for (let i = 0; i < scoped.length; i++) {
      const rule = scoped[i]!;
      const at = where(rule, scope);
      if (!matched[i]) {
        if (typeBroken.has(rule) || (await matchesUnderOtherConfig(scope, rule, config))) continue;
        add(
          "never-matches",
          { file: at.file, pointer: `${at.pointer}/conditions` },
          `rule "${rule.name}" matches no situation the runtime can produce: its conditions contradict each other or the facts' domains`,
          {
            rule: rule.name,
          },
        );
      } else if (!decided[i]) {
        // Most situations first; on a tie the nearest rule above (lowest priority) first: it is the one that shadows this rule even without the others.
        const instead = [...winners[i]!.entries()].sort((a, b) => b[1] - a[1] || priority.get(a[0])! - priority.get(b[0])!).map(([name]) => name);
        add(
          "unreachable",
          at,
          `rule "${rule.name}" never decides: wherever it matches, a higher rule wins instead: ${instead.map((n) => `"${n}"`).join(", ")}`,
          {
            rule: rule.name,
          },
        );
      }
      const no = refused.get(rule);
      if (no) {
        const { situation } = no;
        add(
          "outcome-not-allowed",
          { file: at.file, pointer: `${at.pointer}/event/type` },
          `rule "${rule.name}" chooses "${rule.event.type}" where the runtime refuses it (${no.why}), e.g. ${oneLine(situation)}`,
          { rule: rule.name, situation },
        );
      }
    }
    for (const { a, b } of ties.values()) {
      const at = where(b, scope);
      add(
        "priority-tie",
        { file: at.file, pointer: `${at.pointer}/priority` },
        `rule "${b.name}" ties with "${a.name}" at priority ${b.priority} where both match; load order decides ("${a.name}" wins)`,
        {
          rule: b.name,
        },
      );
    }
  }
  if (rules.fact.length === 0) add("no-fact-rules", { file: input.origin, pointer: "/" }, 'no rule file has scope "fact": promotion and decay are off');

  findings.sort((x, y) => (x.level === y.level ? 0 : x.level === "error" ? -1 : 1));
  return { findings, situations: counts };
}

// Conditions against the catalog's domains.

interface Issue {
  code: "bad-value" | "type-mismatch" | "operator-type";
  pointer: string;
  message: string;
}

type Kind = "boolean" | "number" | "string" | "list";

function kindOf(d: FactDomain): Kind {
  switch (d.type) {
    case "boolean":
      return "boolean";
    case "count":
    case "integer":
      return "number";
    case "list":
      return "list";
    default:
      return "string";
  }
}

function kindOfConstant(v: unknown, d?: FactDomain): Kind | "null" {
  // A nullable config number (staticDecayDays) may be compared with null: `notEqual null` switches a rule on.
  if (v === null && d?.type === "count" && d.nullable) return "number";
  // A nullable string (candidate.lookalikeOf) is compared with null: `notEqual null` when it names a fact.
  if (v === null && d?.type === "string" && d.nullable) return "string";
  // A nullable boolean (candidate.quoteFound) is compared with null: `equal null` when there is no quote.
  if (v === null && d?.type === "boolean" && d.nullable) return "boolean";
  if (Array.isArray(v)) return "list";
  if (v === null) return "null";
  return typeof v === "number" ? "number" : typeof v === "boolean" ? "boolean" : "string";
}

const NUMERIC = new Set(["lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive"]);
const MEMBERSHIP = new Set(["in", "notIn"]);
const CONTAINS = new Set(["contains", "doesNotContain"]);
const AFFIX = new Set(["startsWith", "endsWith"]);

function describeDomain(d: FactDomain): string {
  switch (d.type) {
    case "count":
      return `an integer ≥ ${d.min}`;
    case "integer":
      return "an integer";
    case "enum":
      return `one of ${d.values.join(", ")}`;
    case "date":
      return "a date YYYY-MM-DD";
    case "list":
      return `a list of ${describeDomain(d.of)}`;
    default:
      return `a ${d.type}`;
  }
}

/** Why a constant lies outside a (scalar) domain of its own type, or undefined. */
function outsideDomain(d: FactDomain, v: unknown): string | undefined {
  if (d.type === "enum" && !d.values.includes(v as string)) return `must be one of ${d.values.join(", ")}`;
  if (d.type === "count" && !(v === null && d.nullable) && (!Number.isInteger(v) || (v as number) < d.min)) return `must be an integer ≥ ${d.min}`;
  if (d.type === "integer" && !Number.isInteger(v)) return "must be an integer";
  if (d.type === "date" && !isIsoDate(v as string)) return "must be a date YYYY-MM-DD";
  return undefined;
}

/** Checks one constant against the domain it is compared with: its kind, then its value. */
function constantIssues(d: FactDomain, v: unknown, pointer: string, against: string): Issue[] {
  const want = kindOf(d);
  const got = kindOfConstant(v, d);
  if (got !== want) {
    return [
      { code: "type-mismatch", pointer, message: `${against} is ${describeDomain(d)}, so the value must be a ${want}, got ${JSON.stringify(v)} (a ${got})` },
    ];
  }
  const why = outsideDomain(d, v);
  return why ? [{ code: "bad-value", pointer, message: `${why} (the domain of ${against}), got ${JSON.stringify(v)}` }] : [];
}

function conditionIssues(scope: Scope, node: ConditionNode, pointer: string): Issue[] {
  const out: Issue[] = [];
  for (const leaf of conditionLeaves(node)) leafIssues(scope, leaf, `${pointer}${leaf.pointer}`, out);
  return out;
}

/** Pushes onto `out` what is wrong with one leaf: its operator for its fact's type, or the value it compares with. */
function leafIssues(scope: Scope, leaf: ConditionLeaf, at: string, out: Issue[]): void {
  const left = factDomain(scope, leaf.fact, leaf.path);
  if (!left) return;
  const name = `${leaf.fact}.${leaf.path ?? ""}`;
  const op = leaf.operator;
  const ref = leaf.reference;
  const right = ref ? factDomain(scope, ref.fact, ref.path) : undefined;
  const refName = ref ? `${ref.fact}.${ref.path ?? ""}` : "";
  const leftKind = kindOf(left);
  const mismatch = (message: string): void => void out.push({ code: "type-mismatch", pointer: `${at}/value`, message });
  const wrongOperator = (message: string): void => void out.push({ code: "operator-type", pointer: `${at}/operator`, message });

  if (NUMERIC.has(op) || AFFIX.has(op) || MEMBERSHIP.has(op) || op === "equal" || op === "notEqual") {
    if (leftKind === "list") {
      wrongOperator(
        `${op} cannot compare ${name}, ${describeDomain(left)}${MEMBERSHIP.has(op) || op.endsWith("qual") ? "; use contains or doesNotContain" : ""}`,
      );
      return;
    }
  }
  if (NUMERIC.has(op) && leftKind !== "number") return wrongOperator(`${op} needs a number, but ${name} is ${describeDomain(left)}`);
  if (AFFIX.has(op) && leftKind !== "string") return wrongOperator(`${op} needs a string, but ${name} is ${describeDomain(left)}`);
  if (CONTAINS.has(op) && leftKind !== "list") return wrongOperator(`${op} needs a list, but ${name} is ${describeDomain(left)}; use equal or in`);

  if (ref) {
    if (!right) return;
    const want: FactDomain | Kind = MEMBERSHIP.has(op) ? "list" : CONTAINS.has(op) && left.type === "list" ? left.of : left;
    const wantKind = typeof want === "string" ? want : kindOf(want);
    const rightKind = kindOf(right);
    if (rightKind !== wantKind || (MEMBERSHIP.has(op) && right.type === "list" && kindOf(right.of) !== leftKind)) {
      mismatch(`${op} compares ${name} (${describeDomain(left)}) with ${refName} (${describeDomain(right)})`);
    }
    return;
  }
  const v = leaf.constant;
  if (MEMBERSHIP.has(op)) {
    if (!Array.isArray(v)) return mismatch(`${op} needs a list of values for ${name}, got ${JSON.stringify(v)}`);
    v.forEach((item, i) => {
      out.push(...constantIssues(left, item, `${at}/value/${i}`, name));
    });
    return;
  }
  if (CONTAINS.has(op) && left.type === "list") return void out.push(...constantIssues(left.of, v, `${at}/value`, `an item of ${name}`));
  if (AFFIX.has(op)) {
    if (typeof v !== "string") mismatch(`${op} needs a string value, got ${JSON.stringify(v)}`);
    return;
  }
  out.push(...constantIssues(left, v, `${at}/value`, name));
}

// The situations the runtime can produce.

const DEFAULTS = {
  key: "some-key",
  value: "some value",
  source: "published:aaaaaaaaaaaa",
  statement: "human:some-label",
  factId: "some-fact-id",
  similarKey: "some-similar-key",
  date: "2026-01-01",
  unrelated: "unrelated",
};

/** The values to try for each path: domain-driven, plus boundaries and near misses of what the rules compare with. */
function valuesFor(scope: Scope, rules: readonly ScopedRule[], config: ResolvedConfig): (fact: string, path: string) => readonly unknown[] {
  const numbers = new Map<string, number[]>();
  const strings = new Map<string, string[]>();
  const note = <T>(m: Map<string, T[]>, k: string, v: T) => m.set(k, [...(m.get(k) ?? []), v]);
  for (const rule of rules) {
    for (const leaf of conditionLeaves(rule.condition)) {
      const k = `${leaf.fact}.${leaf.path ?? ""}`;
      const constants = leaf.reference ? [refValue(config, leaf.reference)] : leafConstants(leaf);
      for (const c of constants.flat()) {
        if (typeof c === "number" && Number.isFinite(c)) note(numbers, k, c);
        if (typeof c === "string") note(strings, k, c);
      }
    }
  }
  const cache = new Map<string, readonly unknown[]>();
  return (fact, path) => {
    const k = `${fact}.${path}`;
    let values = cache.get(k);
    if (values) return values;
    const d = factDomain(scope, fact, path)!;
    values = domainValues(d, numbers.get(k) ?? [], strings.get(k) ?? [], k);
    cache.set(k, values);
    return values;
  };
}

function domainValues(d: FactDomain, numbers: readonly number[], strings: readonly string[], k: string): readonly unknown[] {
  switch (d.type) {
    case "boolean":
      return [false, true];
    case "enum":
      return d.values;
    case "count":
    case "integer": {
      const min = d.type === "count" ? d.min : -Infinity;
      const base = d.type === "count" ? [d.min, d.min + 1, d.min + 2] : [0];
      const around = numbers.flatMap((v) => [Math.floor(v) - 1, Math.floor(v), Math.ceil(v), Math.ceil(v) + 1]);
      return [...new Set([...base, ...around])].filter((v) => v >= min).sort((a, b) => a - b);
    }
    case "date": {
      const near = strings.filter(isIsoDate).flatMap((c) => [shiftDate(c, -1), c, shiftDate(c, 1)]);
      return [...new Set([...near, DEFAULTS.date])];
    }
    case "string": {
      const base =
        k === "candidate.key" || k === "fact.key"
          ? DEFAULTS.key
          : k === "candidate.source"
            ? DEFAULTS.source
            : k === "candidate.lookalikeOf"
              ? DEFAULTS.factId
              : k === "candidate.similarKey"
                ? DEFAULTS.similarKey
                : DEFAULTS.value;
      // A source is a record or an operator statement (candidate.operatorStatement): try both.
      const statement = k === "candidate.source" ? [DEFAULTS.statement] : [];
      const none = d.nullable ? [null] : [];
      if (strings.length === 0) return [...none, ...statement, base];
      const near = strings.flatMap((c) => [c, `${c}x`, `x${c}`]);
      let other = DEFAULTS.unrelated;
      while (near.includes(other)) other += "-";
      return [...new Set([...none, ...near, ...statement, other])];
    }
    case "list":
      return [];
  }
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function refValue(config: ResolvedConfig, ref: FactPath): unknown {
  return ref.fact === "config" && ref.path !== undefined ? resolveDottedPath(config, ref.path) : undefined;
}

/** Every situation of a scope the runtime can produce, as nested loops (`Level`), outermost first. */
interface Situations<S extends object> {
  /** The one situation object the loops write into: each level sets its paths, the levels below change it next. */
  situation: S;
  levels: readonly Level<S>[];
}

/**
 * One loop of the enumeration: the situation paths it sets, every value it can take (`universe`),
 * which of them to try given the loops above (`choices`: indexes into `universe`, in enumeration
 * order), and `set`, which writes one into the situation and is false when no consistent situation
 * has it there (a clause of isConsistentCandidate tested as soon as its values are known, so a
 * whole inconsistent subtree is skipped unbuilt).
 */
interface Level<S> {
  paths: readonly string[];
  universe: readonly unknown[];
  choices(s: S): readonly number[];
  set(s: S, value: unknown): boolean;
}

function level<S, V>(paths: readonly string[], universe: readonly V[], set: (s: S, value: V) => boolean, choices?: (s: S) => readonly number[]): Level<S> {
  const all = universe.map((_, i) => i);
  return { paths, universe, choices: choices ?? (() => all), set: set as (s: S, value: unknown) => boolean };
}

/**
 * Every situation `rules --check` enumerates for a scope's rules under a config, in order: one
 * object rewritten in place, so `visit` copies what it keeps (tests check them against
 * isConsistentCandidate).
 */
export async function forEachSituation(scope: Scope, rules: readonly ScopedRule[], config: ResolvedConfig, visit: (s: object) => void): Promise<void> {
  await walkSituations(situations(scope, rules, config), rules, (s) => {
    visit(s);
    return false;
  });
}

function situations(scope: Scope, rules: readonly ScopedRule[], config: ResolvedConfig): Situations<object> {
  return (scope === "candidate" ? candidateSituations(rules, config) : factSituations(rules, config)) as Situations<object>;
}

/** Values looked up by the indexes of the values some levels took (`reads`), each with its place value in the key. */
interface Lookup<T> {
  reads: readonly number[];
  strides: readonly number[];
  table: Map<number, T>;
}

/** A lookup by `reads`, given how many values each level has. */
function lookup<T>(reads: readonly number[], sizes: readonly number[]): Lookup<T> {
  let span = 1;
  const strides = reads.map((l) => {
    const stride = span;
    span *= sizes[l]!;
    return stride;
  });
  // Far beyond any enumeration that could finish: the keys would no longer be exact.
  if (!Number.isSafeInteger(span)) throw new Error("rules --check: too many situations to enumerate");
  return { reads, strides, table: new Map() };
}

/** The key of the values the levels read took (`ids`: each level's index into its universe), from its `from`-th level on. */
function keyOf(lookup: Lookup<unknown>, ids: readonly number[], from = 0): number {
  let key = 0;
  for (let j = from; j < lookup.reads.length; j++) key += ids[lookup.reads[j]!]! * lookup.strides[j]!;
  return key;
}

/**
 * The rules decided at one level: those whose innermost read path it sets (a rule that reads only
 * the config, at the first). Their verdicts depend only on the values of the levels they read, so
 * they are looked up by those values: all of them at once by the levels any of them reads (`all`,
 * this level first), and on a miss each by its own (`each`, evaluated once per distinct combination).
 */
interface LevelRules {
  rules: number[];
  all: Lookup<readonly number[]>;
  each: Lookup<boolean>[];
  /** Each list of matching rules once, so that equal lists are the same array. */
  lists: Map<string, readonly number[]>;
}

/** The rules a situation matches, level by level: a node per list, so a list is built once. */
class MatchNode {
  readonly next = new Map<readonly number[], MatchNode>();
  readonly matches: readonly number[];
  constructor(matches: readonly number[]) {
    this.matches = matches;
  }
  with(more: readonly number[]): MatchNode {
    let node = this.next.get(more);
    if (!node) this.next.set(more, (node = new MatchNode([...this.matches, ...more].sort((a, b) => a - b))));
    return node;
  }
}

/**
 * Calls `visit` on every situation the runtime can produce, in enumeration order, with the indexes
 * of the rules it matches (equal lists are the same array), until `visit` returns true; returns
 * whether it did. The situation is one object rewritten in place: `visit` copies what it keeps.
 * `matchingOnly`: the caller only looks for a situation some rule matches (see mayMatch).
 *
 * Every rule is evaluated by its memoized evaluator, but not on every situation: a rule's verdict
 * follows from the paths it reads, so it is taken at the innermost level that sets one of them and
 * holds for every situation below, and it is asked once per distinct combination of the values of
 * the levels it reads. A situation costs its innermost loops instead of a memo key per rule: memo
 * keys were 2/3 of `rules --check`, and more under mutation testing's instrumentation.
 */
async function walkSituations<S extends object>(
  { situation: s, levels }: Situations<S>,
  rules: readonly ScopedRule[],
  visit: (s: S, matches: readonly number[]) => boolean,
  { matchingOnly = false } = {},
): Promise<boolean> {
  const evaluators = rules.map((r) => createEvaluator<S>([r]));
  const levelOf = new Map(levels.flatMap((l, i) => l.paths.map((p) => [p, i] as const)));
  const levelAt = (path: string): number => {
    const l = levelOf.get(path);
    // Every path of the catalog has its level (the config's are fixed): a rule set that loaded names no other.
    if (l === undefined) throw new Error(`rules --check: no level sets ${path}`);
    return l;
  };
  const reads = rules.map((rule) => [...new Set(factReferences([rule]).flatMap((r) => (r.fact === "config" ? [] : [levelAt(`${r.fact}.${r.path ?? ""}`)])))]);
  const sizes = levels.map((l) => l.universe.length);
  const deciders = levels.map((_, l): LevelRules | undefined => {
    const at = rules.flatMap((_, i) => (Math.max(0, ...reads[i]!) === l ? [i] : []));
    if (at.length === 0) return undefined;
    const all = lookup<readonly number[]>([...new Set([l, ...at.flatMap((i) => reads[i]!)])], sizes);
    return { rules: at, all, each: at.map((i) => lookup<boolean>(reads[i]!, sizes)), lists: new Map() };
  });
  if (matchingOnly && !(await mayMatch(s, levels, deciders, evaluators))) return false;

  const last = levels.length - 1;
  const choices: (readonly number[])[] = levels.map(() => []);
  const at = levels.map(() => 0);
  const ids = levels.map(() => 0);
  // A level's lookup key without its own index: the levels above it are fixed while it loops.
  const bases = levels.map(() => 0);
  const nodes: MatchNode[] = [new MatchNode([])];
  choices[0] = levels[0]!.choices(s);
  let l = 0;
  for (;;) {
    const id = choices[l]![at[l]!++];
    if (id === undefined) {
      if (l === 0) return false;
      l--;
      continue;
    }
    const lv = levels[l]!;
    if (!lv.set(s, lv.universe[id])) continue;
    ids[l] = id;
    let node = nodes[l]!;
    const d = deciders[l];
    if (d) {
      const key = bases[l]! + id * d.all.strides[0]!;
      let matches = d.all.table.get(key);
      if (!matches) {
        const found: number[] = [];
        for (let r = 0; r < d.rules.length; r++) {
          const own = d.each[r]!;
          const ownKey = keyOf(own, ids);
          let verdict = own.table.get(ownKey);
          if (verdict === undefined) {
            const decision = evaluators[d.rules[r]!]!.evaluate(s);
            // A rule json-rules-engine cannot evaluate (the evaluator's InvalidInputError) matches nothing:
            // only a rule whose conditions checkRules reports does that (`in` a number throws in the
            // engine), and the check goes on to tell. Any other error is a bug and surfaces.
            own.table.set(ownKey, (verdict = (decision instanceof Promise ? await decision.catch(cannotEvaluate) : decision) !== undefined));
          }
          if (verdict) found.push(d.rules[r]!);
        }
        const name = found.join();
        matches = d.lists.get(name);
        if (!matches) d.lists.set(name, (matches = found));
        d.all.table.set(key, matches);
      }
      if (matches.length > 0) node = node.with(matches);
    }
    if (l === last) {
      if (visit(s, node.matches)) return true;
      continue;
    }
    l++;
    nodes[l] = node;
    choices[l] = levels[l]!.choices(s);
    at[l] = 0;
    const below = deciders[l];
    if (below) bases[l] = keyOf(below.all, ids, 1);
  }
}

/** Above this many combinations of the values a level's rules read, mayMatch does not try them all. */
const MAY_MATCH_LIMIT = 1000;

/**
 * Whether some rule may match: false when none matches any combination of the values of the levels
 * it reads, consistent or not, for then no situation matches. A rule the loaded config switches off
 * is told so at once instead of by walking every situation (`matchesUnderOtherConfig`).
 */
async function mayMatch<S extends object>(
  s: S,
  levels: readonly Level<S>[],
  deciders: readonly (LevelRules | undefined)[],
  evaluators: readonly Evaluator<S>[],
): Promise<boolean> {
  for (let at = 0; at < deciders.length; at++) {
    const d = deciders[at];
    if (!d) continue;
    // Every value of the levels the rules read, the first of the others above (the levels set in order, as in a walk).
    const sizes = levels.slice(0, at + 1).map((lv, l) => (d.all.reads.includes(l) ? lv.universe.length : 1));
    if (sizes.reduce((n, size) => n * size, 1) > MAY_MATCH_LIMIT) return true;
    const pos = sizes.map(() => 0);
    for (let j = 0; j >= 0; ) {
      pos.forEach((p, l) => levels[l]!.set(s, levels[l]!.universe[p]));
      for (const i of d.rules) {
        const decision = evaluators[i]!.evaluate(s);
        if (decision instanceof Promise ? await decision : decision) return true;
      }
      // The next combination, the innermost level's values first.
      for (j = at; j >= 0 && ++pos[j]! === sizes[j]; j--) pos[j] = 0;
    }
  }
  return false;
}

const TARGET_NONE = { exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false };

/** The fact a supersedes, retire or resolve candidate names: none, then every shape it can have. */
const TARGETS: readonly CandidateSituation["target"][] = [
  TARGET_NONE,
  ...Array.from({ length: 32 }, (_, bits) => ({
    exists: true,
    active: !!(bits & 1),
    sameKey: !!(bits & 2),
    observed: !!(bits & 4),
    differentValue: !!(bits & 8),
    claimed: !!(bits & 16),
  }))
    // Only observed facts are ever superseded (and so claimed), and a claimed id lives on in the winner.
    .filter((t) => !t.claimed || t.observed),
];
const TARGET_PATHS = Object.keys(TARGET_NONE).map((p) => `target.${p}`);
const BOOLEANS = [false, true] as const;
const NO: readonly number[] = [0];
const YES: readonly number[] = [1];

function candidateSituations(rules: readonly ScopedRule[], config: ResolvedConfig): Situations<CandidateSituation> {
  const values = valuesFor("candidate", rules, config);
  const multi = config.multiValued ?? [];
  const keys = [...new Set([...(values("candidate", "key") as string[]), ...multi])];
  const modes = RETIRE_CANDIDATES ? (["plain", "supersedes", "retires", "keeps"] as const) : (["plain", "supersedes"] as const);
  const combos = stringCombos(
    rules,
    STRING_PATHS.map((p) => (p === "key" ? keys : (values("candidate", p) as string[]))),
  );
  // A retire (or resolve) candidate naming no fact sees an empty value (propose-diff.ts): its own combinations.
  const valueAt = STRING_PATHS.indexOf("value");
  const emptyValue = [...new Map(combos.map((c) => c.map((v, i) => (i === valueAt ? "" : v))).map((c) => [JSON.stringify(c), c])).values()];
  // The candidate's strings with what follows from them, worked out once instead of per situation.
  const strings = [...combos, ...emptyValue].map(([key, value, source, observedDate]) => ({
    key: key!,
    value: value!,
    source: source!,
    observedDate: observedDate!,
    operatorStatement: isOperatorStatement(source!),
    multiValued: multi.includes(key!),
  }));
  const withValue = combos.map((_, i) => i);
  const withoutValue = emptyValue.map((_, i) => combos.length + i);
  // A candidate's origin changes an outcome only through a rule that reads it: when none does,
  // every origin decides as `session` does, and trying the other two would triple the situations.
  const origins = readsPath(rules, "candidate", "origin") ? FACT_DOMAINS.candidate.candidate.origin.values : (["session"] as const);
  // The same for a quote and a similar key: null (no quote, no similar key) unless a rule reads them.
  const quotes = readsPath(rules, "candidate", "quoteFound") ? [null, false, true] : [null];
  const similars = readsPath(rules, "candidate", "similarKey") ? (values("candidate", "similarKey") as (string | null)[]) : [null];

  // Empty until the levels fill them: each path is set by its level before anything reads it.
  const c = {} as CandidateSituation["candidate"];
  const k = {} as CandidateSituation["key"];
  // The candidate's strings that fit what the levels above set (the source's and key's clauses of
  // isConsistentCandidate), narrowed as each value is known: a level none fits is skipped whole.
  const narrowed = new Map<readonly number[], Map<unknown, readonly number[]>>();
  const narrow = (list: readonly number[], by: unknown, keep: (x: (typeof strings)[number]) => boolean) => {
    let byValue = narrowed.get(list);
    if (!byValue) narrowed.set(list, (byValue = new Map()));
    let out = byValue.get(by);
    if (!out) byValue.set(by, (out = list.filter((i) => keep(strings[i]!))));
    return out;
  };
  let known: readonly number[];
  let quoted: readonly number[];
  let fitting: readonly number[];
  // What the levels above have set, as the levels below need it.
  let mode: (typeof modes)[number];
  let noValue: boolean;
  let live: boolean;
  // The levels enumerate exactly the situations isConsistentCandidate accepts: each of its clauses
  // is tested (a `false` below, or a value left out of `choices`) as soon as its values are known,
  // so a whole inconsistent subtree is skipped unbuilt (1.5M situations were built for the shipped
  // rules' 35k consistent ones), and no situation is judged whole. test/rules/check-rules.test.ts
  // checks every situation enumerated against isConsistentCandidate and pins the counts.
  const levels: Level<CandidateSituation>[] = [
    level(["candidate.provenance"], FACT_DOMAINS.candidate.candidate.provenance.values, (_, v) => {
      c.provenance = v;
      return true;
    }),
    level(["candidate.origin"], origins, (_, v) => {
      c.origin = v;
      return v === "session" || c.provenance === "human";
    }),
    level(["candidate.hasSupersedes", "candidate.hasRetires", "candidate.hasKeeps"], modes, (_, v) => {
      mode = v;
      c.hasSupersedes = v === "supersedes";
      c.hasRetires = v === "retires";
      c.hasKeeps = v === "keeps";
      noValue = c.hasRetires || c.hasKeeps;
      return true;
    }),
    level(
      TARGET_PATHS,
      TARGETS,
      (s, t) => {
        s.target = t;
        live = t.exists && t.active && t.observed && t.sameKey;
        return !(noValue && t.differentValue);
      },
      () => (mode === "plain" ? NO : TARGET_CHOICES),
    ),
    // changesSeed follows from the target for a retire or supersedes (it names an active seed of its
    // key: an active fact of the key that is not observed); a resolve may archive a seed or not.
    level(
      ["candidate.changesSeed"],
      BOOLEANS,
      (_, v) => {
        c.changesSeed = v;
        return true;
      },
      ({ target: t }) => (mode === "keeps" ? BOTH : mode !== "plain" && t.exists && t.active && t.sameKey && !t.observed ? YES : NO),
    ),
    level(["candidate.sourceKnown"], BOOLEANS, (s, v) => {
      c.sourceKnown = v;
      // An operator statement is always known; a record never backs an ai-draft; only statements have another origin.
      known = narrow(noValue && !s.target.exists ? withoutValue : withValue, `${c.provenance} ${c.origin} ${v}`, (x) =>
        x.operatorStatement ? v : !(v && c.provenance === "ai-draft") && c.origin === "session",
      );
      return known.length > 0;
    }),
    level(["candidate.declinedByOperator", "candidate.previouslyDeclined"], OPERATOR_DECISIONS, (_, v) => {
      c.declinedByOperator = v.declinedByOperator;
      c.previouslyDeclined = v.previouslyDeclined;
      return true;
    }),
    level(["key.activeFacts"], values("key", "activeFacts") as number[], (_, v) => {
      k.activeFacts = v;
      return !(live && v < 1);
    }),
    level(["candidate.lookalikeOf"], values("candidate", "lookalikeOf") as (string | null)[], (_, v) => {
      c.lookalikeOf = v;
      return v === null || !(noValue || k.activeFacts < 1 || (mode === "supersedes" && live && k.activeFacts < 2));
    }),
    level(["candidate.quoteFound"], quotes, (_, v) => {
      c.quoteFound = v;
      // A quote is looked for only in a record.
      quoted = v === null ? known : narrow(known, "quoted", (x) => !x.operatorStatement);
      return quoted.length > 0;
    }),
    level(["candidate.similarKey"], similars, (_, v) => {
      c.similarKey = v;
      if (v !== null && (noValue || k.activeFacts > 0)) return false;
      fitting = v === null ? quoted : narrow(quoted, v, (x) => x.key !== v);
      return fitting.length > 0;
    }),
    level(["key.sameValue"], BOOLEANS, (s, v) => {
      k.sameValue = v;
      if (v && (noValue || k.activeFacts < 1 || c.lookalikeOf !== null)) return false;
      // A live supersedes target holds the value unless it is different, and then another fact does when sameValue.
      return !(c.hasSupersedes && live && (s.target.differentValue ? v && k.activeFacts < 2 : !v));
    }),
    level(["key.sourceSeen"], BOOLEANS, (_, v) => {
      k.sourceSeen = v;
      return !(noValue && v);
    }),
    level(
      ["candidate.key", "candidate.value", "candidate.source", "candidate.observedDate", "candidate.operatorStatement", "key.multiValued"],
      strings,
      (_, v) => {
        c.key = v.key;
        c.value = v.value;
        c.source = v.source;
        c.observedDate = v.observedDate;
        c.operatorStatement = v.operatorStatement;
        k.multiValued = v.multiValued;
        return true;
      },
      () => fitting,
    ),
  ];
  return { situation: { candidate: c, key: k, target: TARGET_NONE, config }, levels };
}

const TARGET_CHOICES: readonly number[] = TARGETS.map((_, i) => i);
const BOTH: readonly number[] = [0, 1];

const STRING_PATHS = ["key", "value", "source", "observedDate"] as const;

/** Whether any rule's conditions read `fact`.`path`. */
function readsPath(rules: readonly ScopedRule[], fact: string, path: string): boolean {
  return rules.some((rule) => [...conditionLeaves(rule.condition)].some((leaf) => leaf.fact === fact && leaf.path === path));
}

/** The operator's word on a candidate: none, declined now (brain decline), declined in an earlier apply (brain declined), or both. */
const OPERATOR_DECISIONS = [
  { declinedByOperator: false, previouslyDeclined: false },
  { declinedByOperator: true, previouslyDeclined: false },
  { declinedByOperator: false, previouslyDeclined: true },
  { declinedByOperator: true, previouslyDeclined: true },
] as const;
/** Above this many combinations of the candidate's strings, a covering set replaces the full product. */
const STRING_PRODUCT_LIMIT = 16;

/**
 * The combinations of the candidate's string values to enumerate. The full product while it is
 * small; beyond that (e.g. three paths with two constants each: 7³ combinations × every finite
 * situation took 17 s) a covering set: every path at its unrelated value, each value of each path
 * with the others unrelated, and for each rule the constants it names together (so a rule that
 * needs two constants at once still matches). docs/rules.md says what this can miss.
 */
function stringCombos(rules: readonly ScopedRule[], lists: readonly (readonly string[])[]): string[][] {
  const product = lists.reduce((n, list) => n * list.length, 1);
  if (product <= STRING_PRODUCT_LIMIT) {
    return lists.reduce<string[][]>((acc, list) => acc.flatMap((combo) => list.map((v) => [...combo, v])), [[]]);
  }
  const base = lists.map((list) => list.at(-1)!);
  const combos = new Map<string, string[]>();
  const put = (c: string[]) => combos.set(JSON.stringify(c), c);
  put(base);
  lists.forEach((list, i) => {
    for (const v of list) put(base.map((b, j) => (j === i ? v : b)));
  });
  for (const rule of rules) {
    const named = base.slice();
    for (const leaf of conditionLeaves(rule.condition)) {
      const i = STRING_PATHS.indexOf(leaf.path as (typeof STRING_PATHS)[number]);
      const c = leafConstants(leaf)[0];
      if (leaf.fact === "candidate" && i >= 0 && typeof c === "string" && lists[i]!.includes(c)) named[i] = c;
    }
    put(named);
  }
  return [...combos.values()];
}

/**
 * Whether the runtime can produce this candidate situation (each clause: how propose-diff.ts
 * derives the facts; docs/rules.md lists them for operators). The enumeration's levels test the
 * same clauses as their values are known (candidateSituations): a clause added here goes there too.
 */
export function isConsistentCandidate(s: CandidateSituation): boolean {
  const { candidate: c, key: k, target: t } = s;
  // A fact holding the value is one of the key's active facts.
  if (k.sameValue && k.activeFacts < 1) return false;
  // isSourceKnown: the operator's own `human:<label>` is always known (whatever the provenance);
  // any other source only by an ingested record of the candidate's provenance, and an ai-draft record backs nothing.
  if (c.operatorStatement !== isOperatorStatement(c.source)) return false;
  if (c.operatorStatement) {
    if (!c.sourceKnown) return false;
  } else if (c.sourceKnown && c.provenance === "ai-draft") return false;
  // A retire or resolve candidate has no value: nothing can hold it or have evidenced it, and its target never holds a "different" one.
  // Only the operator's own statements come from the command line or an MCP tool (retire,
  // resolve): a candidate not of origin `session` is a `human` one citing `human:<label>`.
  if (c.origin !== "session" && (c.provenance !== "human" || !c.operatorStatement)) return false;
  const noValue = c.hasRetires || c.hasKeeps;
  if (noValue && (k.sameValue || k.sourceSeen || t.differentValue)) return false;
  // ...and without a target its value is empty.
  if (noValue && !t.exists && c.value !== "") return false;
  // Only a supersedes, retire or resolve names a fact; a fact named is one that exists; only an observed fact is claimed.
  if (t.exists ? !(c.hasSupersedes || c.hasRetires || c.hasKeeps) : t.active || t.sameKey || t.observed || t.differentValue || t.claimed) return false;
  if (t.claimed && !t.observed) return false;
  // A retire or supersedes changes a seed exactly when it names an active seed of its key (an active
  // fact that is not observed), a value candidate naming no fact never; a resolve may archive one or not.
  if (!c.hasKeeps && c.changesSeed !== ((c.hasSupersedes || c.hasRetires) && t.exists && t.active && t.sameKey && !t.observed)) return false;
  // The config says which keys are multi-valued.
  if (k.multiValued !== (s.config.multiValued ?? []).includes(c.key)) return false;
  const live = t.exists && t.active && t.observed && t.sameKey;
  // A live target of this key is one of its active facts...
  if (live && k.activeFacts < 1) return false;
  // A look-alike is an active fact of the key not holding the value (and not a retire's or resolve's,
  // which have no value of their own), and never the target: beside a live target it is a second fact.
  if (c.lookalikeOf !== null && (noValue || k.sameValue || k.activeFacts < 1 || (c.hasSupersedes && live && k.activeFacts < 2))) return false;
  // A quote is looked for only in a record: an operator statement's is null.
  if (c.quoteFound !== null && c.operatorStatement) return false;
  // A similar key is another key, asked about only for a value candidate of a key with no active fact.
  if (c.similarKey !== null && (noValue || k.activeFacts > 0 || c.similarKey === c.key)) return false;
  if (c.hasSupersedes && live) {
    // ...holding the value when it is not different (then sameValue),
    if (!t.differentValue && !k.sameValue) return false;
    // ...and another fact holds the value when it is different and sameValue.
    if (t.differentValue && k.sameValue && k.activeFacts < 2) return false;
  }
  return true;
}

function factSituations(rules: readonly ScopedRule[], config: ResolvedConfig): Situations<FactSituation> {
  const values = valuesFor("fact", rules, config);
  const d = FACT_DOMAINS.fact.fact;
  const independentCounts = values("fact", "independentEvidence") as number[];
  // Every independent count a rule compares with needs a distinct-source count at least as large.
  const evidenceCounts = [...new Set([...(values("fact", "evidenceCount") as number[]), ...independentCounts])].sort((a, b) => a - b);
  // Empty until the levels fill it: each path is set by its level before anything reads it.
  const f = {} as FactSituation["fact"];
  const levels: Level<FactSituation>[] = [
    level(["fact.kind"], d.kind.values, (_, v) => {
      f.kind = v;
      return true;
    }),
    level(["fact.layer"], d.layer.values, (_, v) => {
      f.layer = v;
      return true;
    }),
    level(["fact.status"], d.status.values, (_, v) => {
      f.status = v;
      // Profile-field seeds are folded in static and active, and consolidation never changes them.
      return f.kind !== "profile-field" || (f.layer === "static" && v === "active");
    }),
    level(["fact.provenance"], d.provenance.values, (_, v) => {
      f.provenance = v;
      return true;
    }),
    level(["fact.evidenceCount"], evidenceCounts, (_, v) => {
      f.evidenceCount = v;
      return true;
    }),
    level(["fact.independentEvidence"], independentCounts, (_, v) => {
      f.independentEvidence = v;
      // Independent observations are some of the distinct sources.
      return v <= f.evidenceCount;
    }),
    level(["fact.daysSinceSeen"], values("fact", "daysSinceSeen") as number[], (_, v) => {
      f.daysSinceSeen = v;
      return true;
    }),
    level(["fact.key"], values("fact", "key") as string[], (_, v) => {
      f.key = v;
      return true;
    }),
    level(["fact.changedByThisDiff"], BOOLEANS, (_, v) => {
      f.changedByThisDiff = v;
      return true;
    }),
  ];
  return { situation: { fact: f, config }, levels };
}

/** A rule that matches nothing under the loaded config may be switched off by it: try the config values it reads. */
async function matchesUnderOtherConfig(scope: Scope, rule: ScopedRule, config: ResolvedConfig): Promise<boolean> {
  const refs = factReferences([rule]);
  const read = new Set(refs.filter((r) => r.fact === "config").map((r) => r.path ?? ""));
  if (refs.some((r) => r.fact === "key" && r.path === "multiValued")) read.add("multiValued");
  const variants: ResolvedConfig[] = [config];
  for (const path of read) {
    const d = factDomain(scope, "config", path);
    if (!d) continue;
    let options: unknown[];
    if (d.type === "boolean") options = [false, true];
    else if (path === "multiValued") options = [[], [DEFAULTS.key]];
    else if (d.type === "list" && d.of.type === "enum") options = subsets(d.of.values);
    else if (d.type === "count" && d.nullable) {
      // A nullable config number: off (null), and around the value in force (or decayDays when off).
      const v = (resolveDottedPath(config, path) as number | null) ?? config.decayDays;
      options = [null, ...[v - 1, v, v + 1].filter((n) => n >= d.min)];
    } else continue;
    const next: ResolvedConfig[] = [];
    for (const v of variants) for (const o of options) next.push(setPath(v, path, o));
    variants.splice(0, variants.length, ...next);
  }
  if (variants.length === 1) return false;
  for (const variant of variants) {
    if (await walkSituations(situations(scope, [rule], variant), [rule], (_, matches) => matches.length > 0, { matchingOnly: true })) return true;
  }
  return false;
}

function subsets(values: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const v of values) {
    const n = out.length;
    for (let i = 0; i < n; i++) out.push([...out[i]!, v]);
  }
  return out;
}

function setPath(config: ResolvedConfig, path: string, value: unknown): ResolvedConfig {
  const copy = structuredClone(config) as unknown as Record<string, unknown>;
  const parts = path.split(".");
  let cur = copy;
  for (const p of parts.slice(0, -1)) cur = cur[p] as Record<string, unknown>;
  cur[parts.at(-1)!] = value;
  return copy as unknown as ResolvedConfig;
}

/** The value at each `fact.path`, walked as the runtime's pathResolver walks it. */
function valuesAtPaths(s: object, paths: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(paths.map((p) => [p, resolveDottedPath(s, p)]));
}

function oneLine(situation: Record<string, unknown>): string {
  return Object.entries(situation)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(", ");
}
