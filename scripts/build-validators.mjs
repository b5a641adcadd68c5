// Compiles every schemas/<name>.schema.json into dist/validators.cjs and, stopping at the first
// error, dist/validators.check.cjs (Ajv standalone code, one validator exported under each schema's name; CommonJS because Ajv's standalone output still
// `require`s its runtime helpers). Run by `npm run build`; src/io/schemas.ts loads it on the first
// validation, so the CLI never compiles a schema at run time.
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import standaloneCode from "ajv/dist/standalone/index.js";
import { SCHEMA_NAMES } from "../dist/core/validation.js";
import { createAjv } from "../dist/io/schemas.js";
import { isRuleFileName } from "../dist/io/load-rules.js";
import { decodeUtf8, parseYamlText } from "../dist/io/read-input.js";
import { sha256Hex } from "../dist/core/hash.js";

const ajv = createAjv({ code: { source: true } });
// The same schemas compiled to stop at the first error: src/io/schemas.ts checks data with them
// first and runs the full validator only on data they refuse (src/core/validation.ts).
const check = createAjv({ code: { source: true }, allErrors: false, verbose: false });
const ids = {};
for (const name of SCHEMA_NAMES) {
  const schema = JSON.parse(readFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), "utf8"));
  ajv.addSchema(schema);
  check.addSchema(schema);
  ids[name] = schema.$id;
}
const generate = standaloneCode.default ?? standaloneCode;
rmSync(new URL("../dist/validators/", import.meta.url), { recursive: true, force: true }); // the file-per-schema form of earlier builds
writeFileSync(new URL("../dist/validators.cjs", import.meta.url), generate(ajv, ids));
writeFileSync(new URL("../dist/validators.check.cjs", import.meta.url), generate(check, ids));

// Also parses the shipped rules/*.yaml into dist/shipped-rules.json ({ file: { sha256, content } }):
// src/io/load-rules.ts uses an entry instead of parsing the YAML and checking it against the rules
// schema when the file still has that sha256, which keeps js-yaml and the rules validator off every
// propose and apply. Only a document that passes the rules schema here (the one compiled above,
// shipped beside this file) and survives JSON unchanged gets an entry; any other is read and
// checked at run time as before, so its errors are reported there.
const rulesDir = new URL("../rules/", import.meta.url);
const checkRules = ajv.getSchema(ids.rules);
const parsed = {};
for (const name of readdirSync(rulesDir).filter(isRuleFileName).sort()) {
  const bytes = readFileSync(new URL(name, rulesDir));
  const content = parseYamlText(decodeUtf8(bytes, name), name);
  if (isDeepStrictEqual(JSON.parse(JSON.stringify(content)), content) && checkRules(content)) parsed[name] = { sha256: sha256Hex(bytes), content };
}
writeFileSync(new URL("../dist/shipped-rules.json", import.meta.url), `${JSON.stringify(parsed)}\n`);
