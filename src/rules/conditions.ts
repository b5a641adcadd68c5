/**
 * A rule's condition tree, parsed once (when the rule set is built) into typed nodes, and the one
 * walker over it. Rule loading, the evaluator's memo key and `brain rules --check` all read the
 * leaves through `conditionLeaves`, so none of them re-detects `{fact, path}` on untyped records.
 * The raw tree still goes to json-rules-engine as loaded.
 */
import type { LeafCondition } from "../core/schema-types.js";

type Operator = LeafCondition["operator"];
type Constant = string | number | boolean | null;

/** A fact and one of its paths, as a condition names it (`{fact: config, path: promoteThreshold}`). */
export interface FactPath {
  fact: string;
  path: string | undefined;
}

/** `fact.path operator value`: the value is a constant, a list of constants or another fact's value. */
export interface ConditionLeaf extends FactPath {
  kind: "leaf";
  operator: Operator;
  /** The constant (or list) compared with; undefined when the leaf compares with `reference`. */
  constant: Constant | readonly Constant[] | undefined;
  reference: FactPath | undefined;
  /** JSON pointer from the rule's `conditions`, e.g. `/all/0`. */
  pointer: string;
}

export type ConditionNode =
  | { kind: "all" | "any"; children: readonly ConditionNode[]; pointer: string }
  | { kind: "not"; child: ConditionNode; pointer: string }
  | ConditionLeaf;

/**
 * The typed tree of a rule's `conditions` (validated against schemas/rules.schema.json on load).
 * Anything the schema would have refused parses as an empty `all`, which names no fact.
 */
export function parseConditions(raw: unknown, pointer = ""): ConditionNode {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return { kind: "all", children: [], pointer };
  const node = raw as Record<string, unknown>;
  if (typeof node.fact === "string") {
    return {
      kind: "leaf",
      fact: node.fact,
      path: typeof node.path === "string" ? node.path : undefined,
      operator: node.operator as Operator,
      ...constantOrReference(node.value),
      pointer,
    };
  }
  for (const kind of ["all", "any"] as const) {
    const list = node[kind];
    if (Array.isArray(list)) return { kind, children: list.map((child, i) => parseConditions(child, `${pointer}/${kind}/${i}`)), pointer };
  }
  if (node.not !== undefined) return { kind: "not", child: parseConditions(node.not, `${pointer}/not`), pointer };
  return { kind: "all", children: [], pointer };
}

function constantOrReference(value: unknown): Pick<ConditionLeaf, "constant" | "reference"> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    const ref = value as Record<string, unknown>;
    if (typeof ref.fact === "string") return { constant: undefined, reference: { fact: ref.fact, path: typeof ref.path === "string" ? ref.path : undefined } };
    return { constant: undefined, reference: undefined };
  }
  return { constant: value as Constant | Constant[], reference: undefined };
}

/** Every leaf of the tree, depth first in document order. */
export function* conditionLeaves(node: ConditionNode): Generator<ConditionLeaf> {
  switch (node.kind) {
    case "leaf":
      yield node;
      return;
    case "not":
      yield* conditionLeaves(node.child);
      return;
    default:
      for (const child of node.children) yield* conditionLeaves(child);
  }
}

/** The constants a leaf compares with, flattened (a reference has none). */
export function leafConstants(leaf: ConditionLeaf): readonly Constant[] {
  if (leaf.constant === undefined) return [];
  return Array.isArray(leaf.constant) ? leaf.constant : [leaf.constant as Constant];
}
