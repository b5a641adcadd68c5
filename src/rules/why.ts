/**
 * Why a rule did or did not match a situation, in the words of its own conditions: each leaf is
 * evaluated on the situation as the engine evaluates it (the same dotted paths, the same
 * operators) and the leaves that decided are rendered with the values they compared —
 * `independentEvidence 2 < promoteThreshold 3`. Pure; used by `brain rules --test` to say why a fact
 * expectation failed.
 */
import type { ConditionLeaf, ConditionNode, FactPath } from "./conditions.js";
import { CUSTOM_OPERATORS } from "./evaluator.js";
import { resolveDottedPath } from "./path-resolver.js";

/** One leaf's verdict and its rendering (as it held, or as it failed). */
interface LeafResult {
  holds: boolean;
  text: string;
}

const HOLDS: Record<string, string> = {
  equal: "=",
  notEqual: "≠",
  lessThan: "<",
  lessThanInclusive: "≤",
  greaterThan: ">",
  greaterThanInclusive: "≥",
  in: "in",
  notIn: "not in",
  contains: "contains",
  doesNotContain: "does not contain",
  startsWith: "starts with",
  endsWith: "ends with",
};

const FAILS: Record<string, string> = {
  equal: "≠",
  notEqual: "=",
  lessThan: "≥",
  lessThanInclusive: ">",
  greaterThan: "≤",
  greaterThanInclusive: "<",
  in: "not in",
  notIn: "in",
  contains: "does not contain",
  doesNotContain: "contains",
  startsWith: "does not start with",
  endsWith: "does not end with",
};

/**
 * An operator as json-rules-engine 7 applies it (its engine-default-operators.js): a fact value its
 * validator refuses never matches, and the comparison is JavaScript's own (`<` reads null as 0 and a
 * list of one numeral as that number; `in` on a text is a substring test). The rule checker keeps
 * rules to operands of the right type, where these are the plain comparisons; here they must agree
 * with the engine on any value, or `brain rules --test` would explain a result the engine did not
 * give. test/rules/why.test.ts checks whyRule against the engine itself.
 */
function compare(operator: string, fact: unknown, value: unknown): boolean {
  // Compared the engine's way: with JavaScript's coercions, on whatever the situation holds.
  const a = fact as number;
  const b = value as number;
  switch (operator) {
    case "equal":
      return fact === value;
    case "notEqual":
      return fact !== value;
    case "in":
      return searchable(value) && value.indexOf(fact as string) > -1;
    case "notIn":
      return searchable(value) && value.indexOf(fact as string) === -1;
    case "contains":
      return Array.isArray(fact) && fact.indexOf(value) > -1;
    case "doesNotContain":
      return Array.isArray(fact) && fact.indexOf(value) === -1;
    case "lessThan":
      return numeric(fact) && a < b;
    case "lessThanInclusive":
      return numeric(fact) && a <= b;
    case "greaterThan":
      return numeric(fact) && a > b;
    case "greaterThanInclusive":
      return numeric(fact) && a >= b;
    default: {
      const custom = CUSTOM_OPERATORS[operator];
      return custom ? custom(fact, value) : false;
    }
  }
}

/** The engine's test that a fact value can be ordered: it reads as a number. */
const numeric = (v: unknown): boolean => Number.parseFloat(v as string).toString() !== "NaN";

/** A value `in` can search (the engine calls its indexOf; on anything else its run fails). */
const searchable = (v: unknown): v is string | unknown[] => Array.isArray(v) || typeof v === "string";

/** The last segment of a path names the value well enough (`fact.evidenceCount` → evidenceCount). */
function nameOf({ fact, path }: FactPath): string {
  if (path === undefined) return fact;
  const parts = path.split(".");
  return parts[parts.length - 1]!;
}

function situationValue({ fact, path }: FactPath, situation: object): unknown {
  const root = (situation as Record<string, unknown>)[fact];
  return path === undefined ? root : resolveDottedPath(root, path);
}

const show = (v: unknown): string => JSON.stringify(v) ?? "undefined";

function evaluateLeaf(leaf: ConditionLeaf, situation: object): LeafResult {
  const actual = situationValue(leaf, situation);
  const value = leaf.reference ? situationValue(leaf.reference, situation) : leaf.constant;
  const right = leaf.reference ? `${nameOf(leaf.reference)} ${show(value)}` : show(value);
  const holds = compare(leaf.operator, actual, value);
  const op = (holds ? HOLDS : FAILS)[leaf.operator] ?? leaf.operator;
  return { holds, text: `${nameOf(leaf)} ${show(actual)} ${op} ${right}` };
}

/** Evaluates a condition tree; `reasons` are the leaves that made the node come out as it did. */
function evaluateNode(node: ConditionNode, situation: object): { holds: boolean; reasons: string[] } {
  switch (node.kind) {
    case "all": {
      const parts = node.children.map((c) => evaluateNode(c, situation));
      const failed = parts.filter((p) => !p.holds);
      return failed.length === 0 ? { holds: true, reasons: parts.flatMap((p) => p.reasons) } : { holds: false, reasons: failed.flatMap((p) => p.reasons) };
    }
    case "any": {
      const parts = node.children.map((c) => evaluateNode(c, situation));
      const held = parts.filter((p) => p.holds);
      return held.length > 0 ? { holds: true, reasons: held.flatMap((p) => p.reasons) } : { holds: false, reasons: parts.flatMap((p) => p.reasons) };
    }
    case "not": {
      const inner = evaluateNode(node.child, situation);
      return { holds: !inner.holds, reasons: inner.reasons.map((r) => `not (${r})`) };
    }
    case "leaf": {
      const leaf = evaluateLeaf(node, situation);
      return { holds: leaf.holds, reasons: [leaf.text] };
    }
  }
}

/**
 * Whether a rule's condition tree matches `situation`, and the comparisons that decided it: for a
 * rule that does not match, the conditions that failed; for one that matches, the ones that held.
 */
export function whyRule(condition: ConditionNode, situation: object): { matches: boolean; reasons: string[] } {
  const { holds, reasons } = evaluateNode(condition, situation);
  return { matches: holds, reasons };
}
