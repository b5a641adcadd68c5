import type { ErrorObject, ValidateFunction } from "ajv";
import { UsageError } from "../core/errors.js";
import type { ArgumentsOf } from "./arguments-of.js";
import type { JsonSchema, ObjectSchema } from "./tool-schemas.js";

let ajv: import("ajv/dist/2020.js").Ajv2020 | undefined;

/**
 * Ajv, imported on the first call (not at start-up) and statically, so the bundle carries it in a
 * lazy chunk: the bundle has no node_modules to require it from at run time.
 */
async function argumentAjv(): Promise<import("ajv/dist/2020.js").Ajv2020> {
  if (!ajv) {
    // A CommonJS module: under Node its exports arrive as `default`, bundled or from src/ under tsx as named exports.
    const mod = (await import("ajv/dist/2020.js")) as unknown as {
      Ajv2020?: typeof import("ajv/dist/2020.js").Ajv2020;
      default?: { Ajv2020?: typeof import("ajv/dist/2020.js").Ajv2020 };
    };
    const Ajv2020 = mod.Ajv2020 ?? mod.default?.Ajv2020;
    if (!Ajv2020) throw new Error("ajv/dist/2020.js: no Ajv2020 export");
    ajv = new Ajv2020({ allErrors: false, strict: false, allowUnionTypes: true });
  }
  return ajv;
}

/**
 * The check of a tool's arguments against its input schema, with Ajv (an instance of its own,
 * stopping at the first error and lenient about keywords, unlike brain's file schemas in
 * src/io/schemas.ts, which the bundle runs precompiled). The arguments it returns are typed from
 * the schema (src/mcp/arguments-of.ts): Ajv's validator is the type guard. A candidates array is
 * checked here only as an array within its documented size; what each candidate holds is validated
 * by the use case against schemas/candidates.schema.json, so its messages are the CLI's (its type
 * is `unknown`). Throws a UsageError naming the tool and the argument, saying what was expected
 * and what was found.
 */
export function argumentChecker<S extends ObjectSchema>(tool: string, schema: () => S): (args: Record<string, unknown> | undefined) => Promise<ArgumentsOf<S>> {
  let validate: ValidateFunction<ArgumentsOf<S>> | undefined;
  return async (args) => {
    const given = args ?? {};
    // Compiled once, on the tool's first call.
    validate ??= (await argumentAjv()).compile<ArgumentsOf<S>>(shallow(schema()));
    if (validate(given)) return given;
    throw new UsageError(argumentError(tool, schema(), given, validate.errors?.[0]));
  };
}

/** The schema with the embedded candidate schema replaced by its outer shape (an array, its size limits). */
function shallow(schema: ObjectSchema): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties).map(([name, s]) =>
      name === "candidates" ? [name, { type: "array", ...pickKeywords(s, ["minItems", "maxItems"]) }] : [name, s],
    ),
  );
  return { ...schema, properties };
}

function pickKeywords(s: JsonSchema, keys: string[]): JsonSchema {
  return Object.fromEntries(keys.filter((k) => k in s).map((k) => [k, s[k]]));
}

function argumentError(tool: string, schema: ObjectSchema, given: Record<string, unknown>, e: ErrorObject | undefined): string {
  if (!e) return `${tool}: invalid arguments`;
  // Inside an argument (an item of `decisions`): named by its place, `decisions/0`.
  const inside = e.instancePath.slice(1);
  if (inside !== "" && e.keyword === "additionalProperties") {
    return `${tool}: ${inside}: unknown property "${String((e.params as { additionalProperty: string }).additionalProperty)}"`;
  }
  if (inside !== "" && e.keyword === "required") return `${tool}: ${inside}: "${(e.params as { missingProperty: string }).missingProperty}" is required`;
  if (e.keyword === "additionalProperties") {
    const name = String((e.params as { additionalProperty: string }).additionalProperty);
    const known = Object.keys(schema.properties);
    return `${tool}: unknown argument "${name}" (${known.length === 0 ? "it takes none" : `expected ${known.join(", ")}`})`;
  }
  if (e.keyword === "required") return `${tool}: argument "${(e.params as { missingProperty: string }).missingProperty}" is required`;
  if (e.instancePath === "") return `${tool}: expected an object of named arguments, found ${JSON.stringify(given)}`;
  // An item of an array argument is named by its place in it: `ids/1`.
  const [name = "", ...steps] = inside.split("/");
  let value: unknown = given[name];
  for (const step of steps) value = value !== null && typeof value === "object" ? Object.entries(value).find(([key]) => key === step)?.[1] : undefined;
  return `${tool}: ${inside}: expected ${expected(e, schema.properties[name] ?? {})}, found ${preview(value)}`;
}

function expected(e: ErrorObject, s: JsonSchema): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "type":
      return p.type === "integer" ? "a whole number" : p.type === "array" || p.type === "object" ? `an ${String(p.type)}` : `a ${String(p.type)}`;
    case "const":
      return JSON.stringify(p.allowedValue);
    case "enum":
      return `one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(", ")}`;
    case "minLength":
      return "a non-empty string";
    case "pattern":
      return `a string matching ${String(p.pattern)}`;
    case "minimum":
      return `a number ≥ ${String(p.limit)}`;
    case "maximum":
      return `a number ≤ ${String(p.limit)}`;
    case "maxItems":
      return `at most ${String(p.limit)} items (the documented limit; send the rest in another call)`;
    case "maxLength":
      return `at most ${String(p.limit)} characters`;
    default:
      return String(s.description ?? e.message ?? "a valid value");
  }
}

/** The value as JSON, cut short: a refused argument may be huge. */
function preview(value: unknown): string {
  if (Array.isArray(value)) return `an array of ${value.length} items`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
