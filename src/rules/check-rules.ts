/**
 * `brain rules --check`: static analysis of a loaded rule set by enumeration. Pure: the rules and
 * the config are arguments, nothing is read or printed.
 *
 * Each condition's constants and operators are checked against the fact catalog's domains
 * (bad-value, type-mismatch, operator-type). Then every situation the runtime can produce is
 * enumerated — exhaustive over the finite facts, boundary values around every number a rule
 * compares with, the string constants the rules name (and near misses) — and every rule is
 * evaluated on it with the memoized evaluator (one evaluator per rule, so each is memoized on the
 * few paths it reads). From who matches and who wins: not-total, never-matches, unreachable,
 * priority-tie and outcome-not-allowed (the runtime guards of ./guards.ts, the very functions
 * propose calls). docs/rules.md lists which situations count as consistent and why.
 */
import { isIsoDate } from "../core/dates.js";
import { isOperatorStatement } from "../core/provenance.js";
import type { ResolvedConfig } from "../core/schema-types.js";
import { conditionLeaves, leafConstants, type ConditionLeaf, type ConditionNode, type FactPath } from "./conditions.js";
import { createEvaluator, type Evaluator } from "./evaluator.js";
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
    const evaluators = scoped.map((r) => createEvaluator<object>([r]));
    const matched = scoped.map(() => false);
    const winners = scoped.map(() => new Map<string, number>());
    const decided = scoped.map(() => false);
    const ties = new Map<string, { a: ScopedRule; b: ScopedRule }>();
    const refused = new Map<ScopedRule, { why: string; situation: object; paths: readonly string[] }>();
    let untotal: { situation: object; count: number } | undefined;

    for (const s of enumerate(scope, scoped, config)) {
      counts[scope]++;
      const matches: number[] = [];
      for (let i = 0; i < scoped.length; i++) {
        const decision = evaluators[i]!.evaluate(s);
        if (decision instanceof Promise ? await decision : decision) matches.push(i);
      }
      if (matches.length === 0) {
        if (scope === "candidate") untotal = { situation: untotal?.situation ?? s, count: (untotal?.count ?? 0) + 1 };
        continue;
      }
      let best = matches[0]!;
      for (const i of matches) {
        matched[i] = true;
        const r = scoped[i]!;
        const b = scoped[best]!;
        if (r.priority > b.priority || (r.priority === b.priority && r.order < b.order)) best = i;
      }
      decided[best] = true;
      const winner = scoped[best]!;
      for (const i of matches) {
        if (i === best) continue;
        winners[i]!.set(winner.name, (winners[i]!.get(winner.name) ?? 0) + 1);
        const r = scoped[i]!;
        if (r.priority === winner.priority) ties.set(`${winner.name}\0${r.name}`, { a: winner, b: r });
      }
      if (!refused.has(winner)) {
        const verdict = scope === "candidate" ? candidateGuard(winner.event.type, s as CandidateSituation) : factGuard(winner.event.type, s as FactSituation);
        if (verdict) refused.set(winner, { why: verdict.why, situation: s, paths: verdict.paths });
      }
    }

    if (untotal) {
      const first = scoped.reduce((a, b) => (a.order <= b.order ? a : b));
      const situation = show(untotal.situation);
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
        const situation = show(no.situation, no.paths);
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

function enumerate(scope: Scope, rules: readonly ScopedRule[], config: ResolvedConfig): Iterable<object> {
  return scope === "candidate" ? candidateSituations(rules, config) : factSituations(rules, config);
}

const TARGET_NONE = { exists: false, active: false, sameKey: false, observed: false, differentValue: false, claimed: false };

function* targets(): Generator<CandidateSituation["target"]> {
  yield TARGET_NONE;
  for (let bits = 0; bits < 32; bits++) {
    const t = { exists: true, active: !!(bits & 1), sameKey: !!(bits & 2), observed: !!(bits & 4), differentValue: !!(bits & 8), claimed: !!(bits & 16) };
    // Only observed facts are ever superseded (and so claimed), and a claimed id lives on in the winner.
    if (t.claimed && !t.observed) continue;
    yield t;
  }
}

function* candidateSituations(rules: readonly ScopedRule[], config: ResolvedConfig): Generator<CandidateSituation> {
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
  // A candidate's origin changes an outcome only through a rule that reads it: when none does,
  // every origin decides as `session` does, and trying the other two would triple the situations.
  const origins = readsPath(rules, "candidate", "origin") ? FACT_DOMAINS.candidate.candidate.origin.values : (["session"] as const);
  // changesSeed follows from the target for a retire or supersedes (it names an active seed of its
  // key: an active fact of the key that is not observed); a resolve may archive a seed or not.
  const seedChanges = (mode: (typeof modes)[number], t: CandidateSituation["target"]) =>
    mode === "keeps" ? [false, true] : [mode !== "plain" && t.exists && t.active && t.sameKey && !t.observed];
  // The same for a quote and a similar key: null (no quote, no similar key) unless a rule reads them.
  const quotes = readsPath(rules, "candidate", "quoteFound") ? [null, false, true] : [null];
  const similars = readsPath(rules, "candidate", "similarKey") ? (values("candidate", "similarKey") as (string | null)[]) : [null];
  // isConsistentCandidate judges every situation. The `continue`s below are some of its clauses,
  // tested as soon as their loop variables are known so that a whole inconsistent subtree is
  // skipped unbuilt: 1.5M situations were built for the shipped rules' 35k consistent ones, and
  // building them was 40% of `rules --check`.
  for (const provenance of FACT_DOMAINS.candidate.candidate.provenance.values)
    for (const origin of origins) {
      if (origin !== "session" && provenance !== "human") continue;
      for (const mode of modes) {
        const noValue = mode === "retires" || mode === "keeps";
        for (const t of mode === "plain" ? [TARGET_NONE] : targets()) {
          if (noValue && t.differentValue) continue;
          const live = t.exists && t.active && t.observed && t.sameKey;
          for (const changesSeed of seedChanges(mode, t))
            for (const sourceKnown of [false, true])
              for (const operator of OPERATOR_DECISIONS)
                for (const activeFacts of values("key", "activeFacts") as number[]) {
                  if (live && activeFacts < 1) continue;
                  for (const lookalikeOf of values("candidate", "lookalikeOf") as (string | null)[]) {
                    if (lookalikeOf !== null && (noValue || activeFacts < 1 || (mode === "supersedes" && live && activeFacts < 2))) continue;
                    for (const quoteFound of quotes)
                      for (const similarKey of similars) {
                        if (similarKey !== null && (noValue || activeFacts > 0)) continue;
                        for (const sameValue of [false, true]) {
                          if (sameValue && (noValue || activeFacts < 1 || lookalikeOf !== null)) continue;
                          for (const sourceSeen of [false, true]) {
                            if (noValue && sourceSeen) continue;
                            for (const [key, value, source, observedDate] of noValue && !t.exists ? emptyValue : combos) {
                              const s: CandidateSituation = {
                                candidate: {
                                  provenance,
                                  hasSupersedes: mode === "supersedes",
                                  hasRetires: mode === "retires",
                                  hasKeeps: mode === "keeps",
                                  origin,
                                  ...operator,
                                  sourceKnown,
                                  operatorStatement: isOperatorStatement(source!),
                                  lookalikeOf,
                                  changesSeed,
                                  quoteFound,
                                  similarKey,
                                  key: key!,
                                  value: value!,
                                  source: source!,
                                  observedDate: observedDate!,
                                },
                                key: { activeFacts, sameValue, sourceSeen, multiValued: multi.includes(key!) },
                                target: t,
                                config,
                              };
                              if (isConsistentCandidate(s)) yield s;
                            }
                          }
                        }
                      }
                  }
                }
        }
      }
    }
}

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
 * derives the facts; docs/rules.md lists them for operators).
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

function* factSituations(rules: readonly ScopedRule[], config: ResolvedConfig): Generator<FactSituation> {
  const values = valuesFor("fact", rules, config);
  const f = FACT_DOMAINS.fact.fact;
  const independentCounts = values("fact", "independentEvidence") as number[];
  // Every independent count a rule compares with needs a distinct-source count at least as large.
  const evidenceCounts = [...new Set([...(values("fact", "evidenceCount") as number[]), ...independentCounts])].sort((a, b) => a - b);
  for (const kind of f.kind.values)
    for (const layer of f.layer.values)
      for (const status of f.status.values)
        for (const provenance of f.provenance.values)
          for (const evidenceCount of evidenceCounts)
            for (const independentEvidence of independentCounts)
              for (const daysSinceSeen of values("fact", "daysSinceSeen") as number[])
                for (const key of values("fact", "key") as string[])
                  for (const changedByThisDiff of [false, true]) {
                    // Profile-field seeds are folded in static and active, and consolidation never changes them.
                    if (kind === "profile-field" && (layer !== "static" || status !== "active")) continue;
                    // Independent observations are some of the distinct sources.
                    if (independentEvidence > evidenceCount) continue;
                    yield { fact: { kind, layer, status, key, provenance, evidenceCount, independentEvidence, daysSinceSeen, changedByThisDiff }, config };
                  }
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
  const evaluator: Evaluator<object> = createEvaluator([rule]);
  for (const variant of variants) {
    for (const s of enumerate(scope, [rule], variant)) if (await evaluator.evaluate(s)) return true;
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
