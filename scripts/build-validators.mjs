// Compiles every schemas/*.schema.json into dist/validators.cjs (Ajv standalone code, CommonJS
// because Ajv's standalone output still `require`s its runtime helpers). Run by `npm run build`;
// src/io/schemas.ts loads it so the CLI never compiles a schema at run time.
import { readFileSync, writeFileSync } from "node:fs";
import standaloneCode from "ajv/dist/standalone/index.js";
import { SCHEMA_NAMES } from "../dist/core/validation.js";
import { createAjv } from "../dist/io/schemas.js";

const ajv = createAjv({ code: { source: true } });
const exports = {};
for (const name of SCHEMA_NAMES) {
  const schema = JSON.parse(readFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), "utf8"));
  ajv.addSchema(schema);
  exports[name] = schema.$id;
}
const generate = standaloneCode.default ?? standaloneCode;
writeFileSync(new URL("../dist/validators.cjs", import.meta.url), generate(ajv, exports));
