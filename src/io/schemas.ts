import { readFileSync } from "node:fs";
import { SCHEMA_NAMES, SchemaRegistry, type SchemaName } from "../core/validation.js";
import { schemaPath } from "./package-paths.js";

let registry: SchemaRegistry | undefined;

/** The process-wide schema registry: the shipped schemas, read once, each compiled on first use. */
export function schemas(): SchemaRegistry {
  if (!registry) {
    const loaded = {} as Record<SchemaName, object>;
    for (const name of SCHEMA_NAMES) loaded[name] = JSON.parse(readFileSync(schemaPath(name), "utf8")) as object;
    registry = new SchemaRegistry(loaded);
  }
  return registry;
}
