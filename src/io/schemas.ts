/**
 * The process-wide schema registry. `npm run build` compiles every schema ahead of time into
 * dist/validators.cjs and dist/validators.check.cjs (Ajv standalone code, scripts/build-validators.mjs;
 * plugin/bundle/ for the bundle, scripts/build-bundle.mjs): compiling at run time costs ~0.5 s per process
 * (importing Ajv, checking the schemas, compiling the diff schema). The file is loaded on the first
 * validation, so a command that checks nothing never loads it. Running from src/ (tsx, tests)
 * there is no such file, so the schemas are compiled here, lazily, from schemas/*.json — always
 * the current ones.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ValidateFunction } from "ajv";
import { AJV_OPTIONS, SCHEMA_NAMES, SchemaRegistry, type SchemaName } from "../core/validation.js";
import { PRECOMPILED_VALIDATORS, schemaPath } from "./package-paths.js";

const require = createRequire(import.meta.url);
let registry: SchemaRegistry | undefined;

export function schemas(): SchemaRegistry {
  // Precompiled, valid data is checked by the first-error validators alone (SchemaRegistry); compiled
  // here on demand, by the full ones only (a second compilation would cost more than it saves).
  registry ??= existsSync(PRECOMPILED_VALIDATORS) ? new SchemaRegistry(precompiled(""), precompiled(".check")) : new SchemaRegistry(compileOnDemand());
  return registry;
}

/**
 * The validators compiled at build time, loaded on the first validation: `validators.cjs` (every
 * error, verbose) or `validators.check.cjs` (the first error only), beside each other in dist/ or
 * plugin/bundle/.
 */
function precompiled(suffix: "" | ".check"): (name: SchemaName) => ValidateFunction {
  let loaded: Record<SchemaName, ValidateFunction> | undefined;
  return (name) => {
    loaded ??= require(PRECOMPILED_VALIDATORS.replace(/\.cjs$/, `${suffix}.cjs`)) as Record<SchemaName, ValidateFunction>;
    return loaded[name];
  };
}

function compileOnDemand(): (name: SchemaName) => ValidateFunction {
  const ajv = createAjv();
  const ids = {} as Record<SchemaName, string>;
  for (const name of SCHEMA_NAMES) {
    const schema = JSON.parse(readFileSync(schemaPath(name), "utf8")) as { $id: string };
    ajv.addSchema(schema);
    ids[name] = schema.$id;
  }
  return (name) => {
    const fn = ajv.getSchema(ids[name]);
    if (!fn) throw new Error(`schema ${name} did not compile`);
    return fn;
  };
}

/**
 * One Ajv2020 instance with brain's options and the `date` format.
 * @public scripts/build-validators.mjs compiles the schemas with it from dist/.
 */
export function createAjv(extra: Record<string, unknown> = {}) {
  const { Ajv2020 } = require("ajv/dist/2020.js") as typeof import("ajv/dist/2020.js");
  const addFormats = require("ajv-formats") as typeof import("ajv-formats").default;
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv, ["date"]);
  return ajv;
}
