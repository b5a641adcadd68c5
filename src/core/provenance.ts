/**
 * Who may speak for what: the provenance defaults of the config and the operator's `human:<label>`
 * statements (docs/rules.md, "Operator statements"). Pure: every caller that needs a default or
 * compares sources asks here, so the defaults and the label comparison have one home.
 */
import type { ResolvedConfig } from "./schema-types.js";

type Learnable = ResolvedConfig["learnFrom"][number];

/** `learnFrom` when the config names none: published records and the operator's word. */
export const DEFAULT_LEARN_FROM: readonly Learnable[] = Object.freeze(["published", "human"]);
/** `retireFrom` when the config names none: only the operator retires. */
export const DEFAULT_RETIRE_FROM: readonly Learnable[] = Object.freeze(["human"]);

/** The provenances whose retire candidates may retire a fact (`config.retireFrom`, else the default). */
export function retireFromOf(config: Pick<ResolvedConfig, "retireFrom">): readonly Learnable[] {
  return config.retireFrom ?? DEFAULT_RETIRE_FROM;
}

const OPERATOR_PREFIX = "human:";

/** A `human:<label>` source: the operator's own word, recorded nowhere. */
export function isOperatorStatement(source: string): boolean {
  return source.startsWith(OPERATOR_PREFIX) && source.length > OPERATOR_PREFIX.length;
}

const WHITESPACE_RUNS = /\s+/gu;

/**
 * What a source is compared as: a `human:<label>` statement by its label trimmed, whitespace
 * collapsed and case-folded (`human:a`, `human:A`, `human:a ` are one statement); any other source
 * as written. The stored source text never changes.
 */
export function sourceIdentity(source: string): string {
  if (!source.startsWith(OPERATOR_PREFIX)) return source;
  const label = source.slice(OPERATOR_PREFIX.length).normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ");
  return OPERATOR_PREFIX + label.toLowerCase().toUpperCase().toLowerCase();
}

/**
 * Independent observations among a fact's sources (invariant 2): each distinct cited record counts
 * once, and every `human:<label>` statement together counts once, since nothing but the operator's
 * say-so backs any of them. `brain note` records a statement that should count on its own.
 */
export function independentEvidence(sources: readonly string[]): number {
  // A fact's sources are distinct (the profile schema's uniqueItems), so records count by a loop,
  // without a set: this runs for every fact of every propose.
  let records = 0;
  let statements = 0;
  for (let i = 0; i < sources.length; i++) {
    if (isOperatorStatement(sources[i]!)) statements = 1;
    else records++;
  }
  return records + statements;
}
