import { UsageError } from "../core/errors.js";
import type { JsonSchema, ObjectSchema } from "./tool-schemas.js";

/**
 * Checks a tool's arguments against its input schema, for the keywords brain's tool schemas use at
 * the top level (required, additionalProperties, type, enum, const, minLength, minimum, pattern).
 * What an argument holds inside (a candidates array) is validated by the use case against its own
 * schema, so its messages are the CLI's. Throws a UsageError naming the tool and the argument.
 */
export function checkArguments(tool: string, schema: ObjectSchema, args: Record<string, unknown> | undefined): Record<string, unknown> {
  const given = args ?? {};
  for (const name of Object.keys(given)) {
    if (!(name in schema.properties)) {
      const known = Object.keys(schema.properties);
      throw new UsageError(`${tool}: unknown argument "${name}" (${known.length === 0 ? "it takes none" : `expected ${known.join(", ")}`})`);
    }
  }
  for (const name of schema.required ?? []) {
    if (given[name] === undefined) throw new UsageError(`${tool}: argument "${name}" is required`);
  }
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const problem = valueProblem(schema.properties[name]!, value);
    if (problem) throw new UsageError(`${tool}: ${name}: expected ${problem}, found ${JSON.stringify(value)}`);
  }
  return given;
}

/** What the value should have been, or undefined when it fits. */
function valueProblem(s: JsonSchema, value: unknown): string | undefined {
  const type = s.type as string | undefined;
  if (type !== undefined && !hasType(type, value))
    return type === "integer" ? "a whole number" : `${type === "array" || type === "object" ? "an" : "a"} ${type}`;
  if ("const" in s && value !== s.const) return JSON.stringify(s.const);
  const allowed = s.enum as unknown[] | undefined;
  if (allowed && !allowed.includes(value)) return `one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`;
  if (typeof value === "string") {
    if (typeof s.minLength === "number" && value.length < s.minLength) return "a non-empty string";
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value)) return `a string matching ${s.pattern}`;
  }
  if (typeof value === "number" && typeof s.minimum === "number" && value < s.minimum) return `a number ≥ ${s.minimum}`;
  return undefined;
}

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case "array":
      return Array.isArray(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    case "integer":
      return Number.isInteger(value);
    default:
      return typeof value === type;
  }
}
