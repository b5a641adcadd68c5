/**
 * `brain rules --test`: runs one rule test — a small profile and batch — through proposeDiff with
 * the loaded rules and compares the trace with what the test expects. Pure: the test arrives
 * validated and its config resolved (src/io/load-rule-tests.ts); nothing is read or printed.
 */
import { InvalidInputError } from "../core/errors.js";
import { sha256Hex } from "../core/hash.js";
import { mintEntityId, uniqueId } from "../core/mint-id.js";
import { normalizeKey } from "../core/normalize.js";
import { isOperatorStatement } from "../core/provenance.js";
import { foldQuoteText } from "../core/quote.js";
import type { Candidate, Fact, ProfileDiff, RememberedDecline, ResolvedConfig, RuleTestExpectation2, RuleTestFact } from "../core/schema-types.js";
import { daysBetween } from "../core/dates.js";
import type { ProfileDoc } from "../core/profile-format.js";
import type { RuleSet, ScopedRule } from "../rules/rule-set.js";
import { factSituation } from "../rules/situation.js";
import { whyRule } from "../rules/why.js";
import { changedByThisDiff, type OperatorDecline, proposeWithResult, type RecordsView } from "./propose-diff.js";

/** A test as the loader hands it over: checked, config resolved, `@labels` still unresolved. */
export interface PreparedRuleTest {
  /** The test file as shown to the operator. */
  file: string;
  /** `/tests/<i>` in that file. */
  pointer: string;
  name: string;
  today: string | undefined;
  config: ResolvedConfig;
  /** Explicit records, or undefined for the default (every `<tributary>:<id>` source the test names). */
  records: readonly { source: string; provenance: string | undefined; text?: string }[] | undefined;
  profile: readonly RuleTestFact[];
  /** May name a profile fact as `@label` in `supersedes` / `retires`. */
  candidates: readonly Candidate[];
  /** The operator's declines of candidates of the batch (brain decline). */
  declined: readonly OperatorDecline[];
  /** Remembered declines of earlier applies (brain declined), normalized. */
  previouslyDeclined: readonly RememberedDecline[];
  expect: readonly RuleTestExpectation2[];
}

export interface RuleTestResult {
  file: string;
  /** `/tests/<i>` in that file. */
  pointer: string;
  name: string;
  ok: boolean;
  /** One `expected …, got …` per unmet expectation (or the error proposeDiff raised). */
  failures: string[];
  /** `candidate:<rule>` / `fact:<rule>` for every rule that decided something in this test. */
  decided: string[];
}

const NO_BASE = "0".repeat(64);

/** Runs one test. `today` is the `--today` used when the test names none. */
export async function runRuleTest(test: PreparedRuleTest, { rules, today }: { rules: RuleSet; today: string }): Promise<RuleTestResult> {
  const date = test.today ?? today;
  const { facts, labels } = buildProfile(test.profile, date);
  const candidates = test.candidates.map((c) => resolveLabels(c, labels));
  const result = (failures: string[], decided: string[]): RuleTestResult => ({
    file: test.file,
    pointer: test.pointer,
    name: test.name,
    ok: failures.length === 0,
    failures,
    decided,
  });
  let diff: ProfileDiff;
  let next: ProfileDoc;
  try {
    ({ diff, next } = await proposeWithResult({
      current: { title: "Profile", facts },
      base: NO_BASE,
      candidates,
      declined: test.declined,
      remembered: test.previouslyDeclined,
      rules,
      config: test.config,
      today: date,
      records: testRecords(test, facts, candidates),
      candidatesFile: `${test.file}: ${test.pointer}/candidates`,
    }));
  } catch (e) {
    if (e instanceof InvalidInputError) return result([`expected a diff, got an error: ${e.issues.join("; ")}`], []);
    throw e;
  }
  const decided = diff.trace.map((t) => `${t.candidate !== undefined ? "candidate" : "fact"}:${t.rule}`);
  const failures: string[] = [];
  for (const want of test.expect) {
    const scope = want.candidate !== undefined ? "candidate" : "fact";
    if (want.rule !== undefined && !rules[scope].some((r) => r.name === want.rule)) {
      failures.push(
        `expects rule ${want.rule}, but no ${scope} rule of that name is loaded (${scope} rules: ${rules[scope].map((r) => r.name).join(", ") || "none"})`,
      );
      continue;
    }
    let what: string;
    let got: { outcome: string; rule: string; reason?: string } | undefined;
    let why: string[] = [];
    if (want.candidate !== undefined) {
      what = `candidate ${want.candidate}`;
      got = diff.trace.find((t) => t.candidate === want.candidate);
    } else {
      const ref = want.fact!;
      what = `fact ${ref}`;
      const id = archivedId(diff, ref.startsWith("@") ? labels.get(ref.slice(1))! : ref);
      got = diff.trace.find((t) => t.fact === id);
      const fact = next.facts.find((f) => f.id === id);
      if (fact) {
        // The fact as the rules saw it: a promotion is already applied to `next`.
        const seen = got?.outcome === "promote" ? { ...fact, layer: "dynamic" as const } : fact;
        why = whyFact(rules.fact, factSituation(seen, daysBetween(seen.last_seen, date), test.config, changedByThisDiff(diff).has(id)), want, got);
      }
    }
    const outcome = got?.outcome ?? "none";
    if (outcome !== want.outcome || (want.rule !== undefined && got?.rule !== want.rule)) {
      const reason = got?.reason !== undefined ? `: ${got.reason}` : "";
      failures.push(
        `expected ${what} ${want.outcome}${want.rule ? ` (${want.rule})` : ""}, got ${outcome}${got ? ` (${got.rule}${reason})` : ""}` +
          (why.length > 0 ? ` — ${why.join("; ")}` : ""),
      );
    }
  }
  return result(failures, decided);
}

/** Every rule of the set that no result made decide, as `scope` + name, in load order. */
export function uncoveredRules(rules: RuleSet, results: readonly RuleTestResult[]): { scope: "candidate" | "fact"; name: string; file: string }[] {
  const decided = new Set(results.flatMap((r) => r.decided));
  return (["candidate", "fact"] as const).flatMap((scope) =>
    rules[scope].filter((r) => !decided.has(`${scope}:${r.name}`)).map((r) => ({ scope, name: r.name, file: r.file })),
  );
}

/**
 * Why a fact expectation was not met, from the conditions of the rules involved evaluated on the
 * fact's situation: the expected rules (by name, else by outcome) that did not match and the
 * comparisons that failed (`independentEvidence 2 < promoteThreshold 3`); one that matched but was
 * outranked; or, when none was expected, what made the deciding rule match.
 */
function whyFact(
  factRules: readonly ScopedRule[],
  situation: object,
  want: RuleTestExpectation2,
  got: { outcome: string; rule: string } | undefined,
): string[] {
  if (want.outcome === "none") {
    const rule = factRules.find((r) => r.name === got?.rule);
    if (!rule) return [];
    const { reasons } = whyRule(rule.condition, situation);
    return [`${rule.name} matched: ${preferComparisons(reasons).join(", ")}`];
  }
  const expected = factRules.filter((r) => (want.rule !== undefined ? r.name === want.rule : r.event.type === want.outcome));
  if (expected.length === 0) return [`no fact rule has the outcome ${want.outcome}`];
  const winner = factRules.find((r) => r.name === got?.rule);
  return expected.map((r) => {
    const { matches, reasons } = whyRule(r.condition, situation);
    if (!matches) return `${r.name} did not match: ${reasons.join(", ")}`;
    if (winner && winner !== r) return `${r.name} matched, but ${winner.name} (priority ${winner.priority}) outranks it (priority ${r.priority})`;
    return `${r.name} matched`;
  });
}

/** Of the conditions that held, the comparisons of numbers or with another fact say most; the rest are context. */
function preferComparisons(reasons: readonly string[]): string[] {
  const compared = reasons.filter((r) => /[<>≤≥]/.test(r));
  return compared.length > 0 ? compared : [...reasons];
}

/**
 * `ok <name>`, or one `FAIL <file>: <pointer> (<name>): expected …, got …` line per unmet
 * expectation, so each failure line names its file and test.
 */
export function formatRuleTestResult(r: RuleTestResult): string {
  return r.ok ? `ok ${r.name}` : r.failures.map((f) => `FAIL ${r.file}: ${r.pointer} (${r.name}): ${f}`).join("\n");
}

function buildProfile(profile: readonly RuleTestFact[], today: string): { facts: Fact[]; labels: Map<string, string> } {
  const taken = new Set(profile.flatMap((f) => (f.id ? [f.id] : [])));
  const labels = new Map<string, string>();
  const facts = profile.map((f): Fact => {
    const kind = f.kind ?? "observed";
    const key = normalizeKey(f.key);
    let id = f.id;
    if (id === undefined) {
      id = uniqueId(mintEntityId({ kind, key }), taken);
      taken.add(id);
    }
    if (f.label) labels.set(f.label, id);
    const status = f.status ?? "active";
    return {
      id,
      kind,
      layer: f.layer ?? (kind === "profile-field" ? "static" : "dynamic"),
      key,
      value: f.value,
      provenance: f.provenance ?? (f.sources.every(isOperatorStatement) ? "human" : "published"),
      sources: [...f.sources],
      first_seen: f.first_seen ?? f.last_seen ?? today,
      last_seen: f.last_seen ?? today,
      evidence_count: f.sources.length,
      status,
    };
  });
  return { facts, labels };
}

function resolveLabels(c: Candidate, labels: ReadonlyMap<string, string>): Candidate {
  const out: Record<string, unknown> = { ...c };
  for (const field of ["supersedes", "retires", "keeps"]) {
    const v = out[field];
    if (typeof v === "string" && v.startsWith("@")) out[field] = labels.get(v.slice(1));
  }
  return out as unknown as Candidate;
}

/** After a supersede the fact object lives on under its archival id; the winner took the old one. */
function archivedId(diff: ProfileDiff, id: string): string {
  return diff.supersedes.find((s) => s.old.id === id)?.old.archived_id ?? id;
}

function testRecords(test: PreparedRuleTest, facts: readonly Fact[], candidates: readonly Candidate[]): RecordsView {
  const citedBy = new Map<string, string>();
  for (const c of candidates) if (!citedBy.has(c.source)) citedBy.set(c.source, c.provenance);
  for (const f of facts) for (const s of f.sources) if (!citedBy.has(s)) citedBy.set(s, f.provenance);
  const known = new Map<string, string>();
  const bodies = new Map<string, string>();
  if (test.records) {
    for (const r of test.records) {
      known.set(r.source, r.provenance ?? citedBy.get(r.source) ?? "published");
      if (r.text !== undefined) bodies.set(r.source, foldQuoteText(r.text));
    }
  } else {
    for (const [source, provenance] of citedBy) if (!source.startsWith("human:") && /^[a-z0-9][a-z0-9-]{0,63}:/.test(source)) known.set(source, provenance);
  }
  const list = [...known.keys()].sort();
  return {
    summary: { through: null, published: [...known.values()].filter((p) => p === "published").length, sha256: sha256Hex(list.join("\n")) },
    known,
    bodies,
  };
}
