// Compiles every schemas/*.schema.json into dist/validators.cjs (Ajv standalone code, CommonJS
// because Ajv's standalone output still `require`s its runtime helpers). Run by `npm run build`;
// src/io/schemas.ts loads it so the CLI never compiles a schema at run time.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import standaloneCode from "ajv/dist/standalone/index.js";
import { SCHEMA_NAMES } from "../dist/core/validation.js";
import { createAjv } from "../dist/io/schemas.js";
import { isRuleFileName } from "../dist/io/load-rules.js";
import { decodeUtf8, parseYamlText } from "../dist/io/read-input.js";
import { sha256Hex } from "../dist/core/hash.js";

const ajv = createAjv({ code: { source: true } });
const exports = {};
for (const name of SCHEMA_NAMES) {
  const schema = JSON.parse(readFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), "utf8"));
  ajv.addSchema(schema);
  exports[name] = schema.$id;
}
const generate = standaloneCode.default ?? standaloneCode;
writeFileSync(new URL("../dist/validators.cjs", import.meta.url), generate(ajv, exports));

// Also parses the shipped rules/*.yaml into dist/shipped-rules.json ({ file: { sha256, content } }):
// src/io/load-rules.ts uses an entry instead of parsing the YAML when the file still has that
// sha256, which keeps js-yaml's parse of the rules off every propose and apply. A document that
// would not survive JSON unchanged is left out (then it is parsed at run time).
const rulesDir = new URL("../rules/", import.meta.url);
const parsed = {};
for (const name of readdirSync(rulesDir).filter(isRuleFileName).sort()) {
  const bytes = readFileSync(new URL(name, rulesDir));
  const content = parseYamlText(decodeUtf8(bytes, name), name);
  if (isDeepStrictEqual(JSON.parse(JSON.stringify(content)), content)) parsed[name] = { sha256: sha256Hex(bytes), content };
}
writeFileSync(new URL("../dist/shipped-rules.json", import.meta.url), `${JSON.stringify(parsed)}\n`);
