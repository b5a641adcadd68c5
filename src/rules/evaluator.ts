/**
 * Evaluates one scope's rules with json-rules-engine and picks the deciding rule.
 *
 * The engine costs tens of microseconds a run, so results are memoized per *situation*: the
 * memo key is the tuple of values at exactly the fact paths the loaded rules read (derived from
 * the rules themselves by `factReferences`). Two situations with equal keys are indistinguishable
 * to the rules, so they must get the same decision; a new rule or a changed threshold changes the
 * key set or the key values, so a stale answer cannot be served. test/rules/evaluator.test.ts
 * checks memoized against direct evaluation on random situations.
 */
import { Engine, Rule, type RuleProperties, type TopLevelCondition } from "json-rules-engine";
import { InvalidInputError } from "../core/errors.js";
import { visible } from "../core/visible-text.js";
import { conditionLeaves, type FactPath } from "./conditions.js";
import { resolveDottedPath, resolvePathParts } from "./path-resolver.js";
import { factReferences, type FactReference, type ScopedRule } from "./rule-set.js";

export interface Decision {
  /** The event type of the deciding rule. */
  type: string;
  rule: string;
  file: string;
  /** The deciding rule's `event.params.reason`, when it has one. */
  reason?: string;
}

/**
 * Operators brain adds to json-rules-engine's own: prefix and suffix tests on a string fact with a
 * string value (no regular expressions from data). Anything that is not a string never matches.
 */
export const CUSTOM_OPERATORS: Readonly<Record<string, (fact: unknown, value: unknown) => boolean>> = {
  startsWith: (fact, value) => typeof fact === "string" && typeof value === "string" && fact.startsWith(value),
  endsWith: (fact, value) => typeof fact === "string" && typeof value === "string" && fact.endsWith(value),
};

export interface Evaluator<S extends object> {
  /**
   * The highest-priority matching rule (ties: load order), or undefined when none matches. A memo
   * hit answers at once, not through a promise: `rules --check` asks ~700k times for the shipped
   * rules, almost all hits, and awaiting each cost a quarter of its time.
   */
  evaluate(situation: S): Decision | undefined | Promise<Decision | undefined>;
  /** Engine runs and memo hits so far (for benchmarks and tests). */
  readonly stats: { runs: number; hits: number };
}

export function createEvaluator<S extends object>(
  rules: readonly ScopedRule[],
  options: {
    memo?: boolean;
    /**
     * Parts of every situation that are the same object for the evaluator's whole life (propose's
     * `config`): their share of the memo key is computed once, here, while a situation holding
     * that very object is evaluated (any other falls back to computing it). Never changed in place.
     */
    fixed?: Readonly<Record<string, object>>;
  } = {},
): Evaluator<S> {
  const memo = options.memo ?? true;
  const engine = new Engine(
    rules.map(
      (r) =>
        new Rule({
          name: r.name,
          priority: r.priority,
          conditions: r.conditions as TopLevelCondition,
          event: { type: r.event.type, params: { ...r.event.params } },
        } satisfies RuleProperties),
    ),
    { allowUndefinedFacts: false, allowUndefinedConditions: false, replaceFactsInEventParams: false, pathResolver: resolveDottedPath },
  );
  for (const [name, test] of Object.entries(CUSTOM_OPERATORS)) engine.addOperator(name, test);
  // The engine runs its rules by priority, one set of equal priority at a time, and the highest
  // priority with a match decides (ties: file order, within that set). Once a set has a success,
  // the lower sets cannot change the decision, so the run stops after that set: they are never
  // evaluated (json-rules-engine deep-copies every evaluated rule's conditions into its result).
  // Runs of one evaluator are never concurrent (each evaluation is awaited), so stopping this
  // engine never cuts another run short.
  engine.on("success", () => engine.stop());
  const byName = new Map(rules.map((r) => [r.name, r]));
  const keys = new MemoKeys(factReferences(rules), numericThresholds(rules), options.fixed);
  const cache = new Map<string, Decision | undefined>();
  const stats = { runs: 0, hits: 0 };

  async function run(situation: S): Promise<Decision | undefined> {
    stats.runs++;
    const { results } = await engine.run(situation as Record<string, unknown>).catch((error: unknown) => {
      // A rule json-rules-engine cannot run (`in` a number: the engine calls the value's indexOf)
      // passes loading; `rules --check` names its condition (a type mismatch).
      throw new InvalidInputError(
        [
          `${[...new Set(rules.map((r) => r.file))].join(", ")}: a rule cannot be evaluated (json-rules-engine: ${visible(error instanceof Error ? error.message : String(error))})`,
        ],
        "Run `brain rules --check`: it names the condition.",
      );
    });
    let best: ScopedRule | undefined;
    for (const r of results) {
      const rule = byName.get(r.name);
      if (!rule) continue;
      if (!best || rule.priority > best.priority || (rule.priority === best.priority && rule.order < best.order)) best = rule;
    }
    if (!best) return undefined;
    const reason = best.event.params?.reason;
    return { type: best.event.type, rule: best.name, file: best.file, ...(typeof reason === "string" ? { reason } : {}) };
  }

  return {
    stats,
    evaluate(situation) {
      if (!memo) return run(situation);
      const key = keys.keyOf(situation);
      // One lookup for a decision (propose's every hit); `has` only tells a memoized "no rule" from a miss.
      const hit = cache.get(key);
      if (hit !== undefined || cache.has(key)) {
        stats.hits++;
        return hit;
      }
      return run(situation).then((decision) => {
        cache.set(key, decision);
        return decision;
      });
    },
  };
}

/** The values at every referenced path as one readable string: what MemoKeys' numbered keys must agree with (its tests). */
export function situationKey(situation: object, refs: readonly FactReference[], thresholds: ReadonlyMap<string, NumericCuts> = new Map()): string {
  let key = "";
  for (const ref of compileRefs(refs, thresholds)) key += keyPart(refValue(ref, situation as Record<string, unknown>));
  return key;
}

const ORDER_OPERATORS = new Set<string>(["equal", "notEqual", "lessThan", "lessThanInclusive", "greaterThan", "greaterThanInclusive"]);

/** What a number path is compared with: number constants (sorted) and other facts' values. */
export interface NumericCuts {
  constants: number[];
  references: FactPath[];
}

/**
 * For each `fact NUL path` that the rules only ever compare by equality or order with number
 * constants (`key.activeFacts equal 0`, `greaterThan 0`) or with another fact's value
 * (`fact.daysSinceSeen greaterThan config.decayDays`), what it is compared with. Such a number only
 * matters by where it falls among the constants and on which side of each referenced value it lies,
 * so the memo key holds that instead of the number: a key collecting its 20,000th value is then the
 * same situation as its second, and a fact unseen for 120 days the same as one unseen for 121 when
 * both are past `decayDays`. The referenced paths themselves keep their raw values in the key, and a
 * path that is ever referenced, or compared by any other operator, keeps its raw value.
 */
export function numericThresholds(rules: readonly ScopedRule[]): Map<string, NumericCuts> {
  const cuts = new Map<string, { constants: Set<number>; references: Map<string, FactPath> }>();
  const raw = new Set<string>();
  const cutsAt = (at: string) => {
    let c = cuts.get(at);
    if (!c) cuts.set(at, (c = { constants: new Set(), references: new Map() }));
    return c;
  };
  for (const rule of rules) {
    for (const leaf of conditionLeaves(rule.condition)) {
      const at = `${leaf.fact}\0${leaf.path ?? ""}`;
      const v = leaf.constant;
      if (leaf.reference) {
        const refAt = `${leaf.reference.fact}\0${leaf.reference.path ?? ""}`;
        raw.add(refAt);
        if (ORDER_OPERATORS.has(leaf.operator)) cutsAt(at).references.set(refAt, leaf.reference);
        else raw.add(at);
      } else if (typeof v === "number" && Number.isFinite(v) && ORDER_OPERATORS.has(leaf.operator)) {
        cutsAt(at).constants.add(v);
      } else {
        raw.add(at);
      }
    }
  }
  const out = new Map<string, NumericCuts>();
  for (const [at, c] of cuts) if (!raw.has(at)) out.set(at, { constants: [...c.constants].sort((a, b) => a - b), references: [...c.references.values()] });
  return out;
}

interface CompiledCuts {
  constants: readonly number[];
  references: readonly { fact: string; parts: string[] | undefined }[];
}

/**
 * Where a finite number falls among sorted constants ("=i" on the i-th, "<i" just below it), then
 * "<", "=" or ">" against each referenced value (null as 0, as the engine compares it). Anything
 * else, or a referenced value that is neither null nor a finite number, keeps the raw value.
 */
function bucket(value: unknown, cuts: CompiledCuts, situation: Record<string, unknown>): unknown {
  if (typeof value !== "number" || !Number.isFinite(value)) return { raw: value };
  const { constants, references } = cuts;
  let i = 0;
  while (i < constants.length && constants[i]! < value) i++;
  let out = i < constants.length && constants[i] === value ? `=${i}` : `<${i}`;
  for (let j = 0; j < references.length; j++) {
    const r = references[j]!;
    const root = situation[r.fact];
    const resolved = r.parts === undefined ? root : resolvePathParts(root, r.parts);
    // An unset nullable config number (`staticDecayDays: null`): the engine's order operators
    // compare with JavaScript's `<`/`>`, which read null as 0, so the side of 0 decides them all
    // (and the raw null stays in the key through the config path itself).
    const other = resolved === null ? 0 : resolved;
    if (typeof other !== "number" || !Number.isFinite(other)) return { raw: value };
    out += value < other ? "<" : value === other ? "=" : ">";
  }
  return out;
}

/** A referenced path with its parts split once, and its cuts when the rules only compare it with them. */
interface CompiledRef {
  fact: string;
  parts: string[] | undefined;
  cuts: CompiledCuts | undefined;
}

function compileRefs(refs: readonly FactReference[], thresholds: ReadonlyMap<string, NumericCuts>): CompiledRef[] {
  const split = (path: string | undefined) => (path === undefined ? undefined : path.split("."));
  return refs.map((r) => {
    const c = thresholds.get(`${r.fact}\0${r.path ?? ""}`);
    const cuts: CompiledCuts | undefined = c && { constants: c.constants, references: c.references.map((x) => ({ fact: x.fact, parts: split(x.path) })) };
    return { fact: r.fact, parts: split(r.path), cuts };
  });
}

/** What the memo key holds for one referenced path of a situation: its value, or where it falls among its cuts. */
function refValue({ fact, parts, cuts }: CompiledRef, s: Record<string, unknown>): unknown {
  const root = s[fact];
  const value = parts === undefined ? root : resolvePathParts(root, parts);
  return cuts === undefined ? value : bucket(value, cuts, s);
}

/**
 * The evaluator's memo keys: equal exactly when `situationKey`'s are (each referenced value is told
 * apart as keyPart tells it apart), but each value is a number standing for it at its place, the
 * first value seen there getting the next number, and the key is those numbers as the UTF-16 units
 * of one short flat string. Concatenating ~25 parts into a string, then flattening and hashing it,
 * took ~0.55 µs a situation, ~4× this (docs/performance.md). The parts of `fixed` roots (see
 * createEvaluator) are numbered once: the config's lists were stringified for every candidate.
 */
export class MemoKeys {
  readonly #compiled: readonly CompiledRef[];
  /** Per place: the number of each string or number seen there, and of each object by its JSON. */
  readonly #primitives: Map<unknown, number>[];
  readonly #objects: Map<string, number>[];
  #next = FIRST_CODE;
  /** The two units of each place's number (high, low), reused from key to key. */
  readonly #units: number[];
  readonly #roots: [string, object][];
  readonly #fixed: (number | undefined)[];

  constructor(refs: readonly FactReference[], thresholds: ReadonlyMap<string, NumericCuts>, fixed: Readonly<Record<string, object>> = {}) {
    this.#compiled = compileRefs(refs, thresholds);
    this.#primitives = this.#compiled.map(() => new Map());
    this.#objects = this.#compiled.map(() => new Map());
    this.#units = new Array<number>(2 * this.#compiled.length).fill(0);
    this.#roots = Object.entries(fixed);
    // A place with cuts reads other roots too (bucket): it is numbered each time.
    this.#fixed = this.#compiled.map((c, i) => (c.cuts === undefined && Object.hasOwn(fixed, c.fact) ? this.#code(i, refValue(c, fixed)) : undefined));
  }

  keyOf(situation: object): string {
    const s = situation as Record<string, unknown>;
    let fixedHeld = true;
    for (let r = 0; r < this.#roots.length; r++) if (s[this.#roots[r]![0]] !== this.#roots[r]![1]) fixedHeld = false;
    const units = this.#units;
    for (let i = 0; i < this.#compiled.length; i++) {
      const code = (fixedHeld ? this.#fixed[i] : undefined) ?? this.#code(i, refValue(this.#compiled[i]!, s));
      units[2 * i] = code >>> 16;
      units[2 * i + 1] = code & 0xffff;
    }
    return String.fromCharCode.apply(null, units);
  }

  /** The number of `value` at place `i`; values keyPart writes alike (0 and -0, NaN and NaN) share one. */
  #code(i: number, value: unknown): number {
    if (value === true) return 1;
    if (value === false) return 2;
    if (value === null) return 3;
    if (value === undefined) return 4;
    const object = typeof value === "object";
    const codes: Map<unknown, number> = object ? this.#objects[i]! : this.#primitives[i]!;
    const at = object ? JSON.stringify(value) : value;
    let code = codes.get(at);
    if (code === undefined) {
      code = this.#next++;
      codes.set(at, code);
    }
    return code;
  }
}

/** true, false, null and undefined are 1–4. */
const FIRST_CODE = 5;

/**
 * One value of a memo key, written so that no two values' parts are alike and none is a prefix of
 * another's: a string carries its length, a number ends at `;`. Concatenated parts measured ~40%
 * faster than JSON.stringify of the array (`rules --check` makes ~1.2M keys for the shipped rules).
 */
function keyPart(value: unknown): string {
  switch (typeof value) {
    case "string":
      return `s${value.length}:${value}`;
    case "number":
      return `n${value};`;
    case "boolean":
      return value ? "T" : "F";
    case "undefined":
      return "u";
    default: {
      if (value === null) return "z";
      const json = JSON.stringify(value);
      return `j${json.length}:${json}`;
    }
  }
}

/**
 * For `rules --check`, which walks every situation: the evaluator's refusal of a rule
 * json-rules-engine cannot run (InvalidInputError, above) read as no match, any other error rethrown.
 */
export function cannotEvaluate(error: unknown): undefined {
  if (error instanceof InvalidInputError) return undefined;
  throw error;
}
