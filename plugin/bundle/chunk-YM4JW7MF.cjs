var __brainUrl = require("node:url").pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__defProp(stdin_exports, "PARSED_SHIPPED_RULES", { get: () => PARSED_SHIPPED_RULES, enumerable: true });
__defProp(stdin_exports, "SHIPPED_RULES_DIR", { get: () => SHIPPED_RULES_DIR, enumerable: true });
__defProp(stdin_exports, "isNormalizedKey", { value: isNormalizedKey, enumerable: true });
__defProp(stdin_exports, "normalizeKey", { value: normalizeKey, enumerable: true });
__defProp(stdin_exports, "normalizeValue", { value: normalizeValue, enumerable: true });
__defProp(stdin_exports, "packLongValue", { value: packLongValue, enumerable: true });
__defProp(stdin_exports, "packagePath", { value: packagePath, enumerable: true });
__defProp(stdin_exports, "schemaPath", { value: schemaPath, enumerable: true });
__defProp(stdin_exports, "schemas", { value: schemas, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_node_url = require("node:url");
var import_node_fs = require("node:fs");
var import_node_module = require("node:module");
var KEY_SEPARATORS = /[\s_]+/gu;
var WHITESPACE_RUNS = /\s+/gu;
var NORMALIZED_ASCII_KEY = /^[a-z0-9-]*$/;
var PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
function normalizeKey(key) {
  if (NORMALIZED_ASCII_KEY.test(key)) return key;
  return key.normalize("NFKC").trim().toLowerCase().normalize("NFKC").replace(KEY_SEPARATORS, "-");
}
function normalizeValue(value) {
  if (PRINTABLE_ASCII.test(value)) return value.trim().replace(WHITESPACE_RUNS, " ").toLowerCase();
  return caseFold(value.normalize("NFKC").trim().replace(WHITESPACE_RUNS, " ")).normalize("NFKC");
}
function caseFold(s) {
  return s.toLowerCase().toUpperCase().toLowerCase();
}
function isNormalizedKey(key) {
  return key.length > 0 && normalizeKey(key) === key;
}
var IN_BUNDLE = true;
var ROOT = new URL(IN_BUNDLE ? "../" : "../../", __brainUrl);
var SHIPPED_RULES_DIR = (0, import_node_url.fileURLToPath)(new URL("rules", ROOT));
function schemaPath(name) {
  return (0, import_node_url.fileURLToPath)(new URL(`schemas/${name}.schema.json`, ROOT));
}
function packagePath(relative) {
  return (0, import_node_url.fileURLToPath)(new URL(relative, ROOT));
}
var PRECOMPILED_VALIDATORS = (0, import_node_url.fileURLToPath)(new URL(IN_BUNDLE ? "./validators/" : "../validators/", __brainUrl));
var PARSED_SHIPPED_RULES = (0, import_node_url.fileURLToPath)(new URL(IN_BUNDLE ? "./shipped-rules.json" : "../shipped-rules.json", __brainUrl));
var PACK_MIN_CHARS = 64;
var UTF8 = /* @__PURE__ */ Symbol("the value's UTF-8 bytes as a Latin-1 string");
var BEYOND_LATIN1 = /[^\u0000-\u00ff]/;
var REPLACEMENT = Buffer.from("\uFFFD", "utf8");
var LONE_SURROGATE = new RegExp("\\p{Cs}", "u");
var SCRATCH = Buffer.allocUnsafe(1 << 16);
function unpack() {
  return Buffer.from(this[UTF8], "latin1").toString("utf8");
}
function replace(value) {
  Object.defineProperty(this, "value", { value, writable: true, enumerable: true, configurable: true });
}
var VALUE = { get: unpack, set: replace, enumerable: true, configurable: true };
function packLongValue(o) {
  const value = o.value;
  if (value.length < PACK_MIN_CHARS || !BEYOND_LATIN1.test(value)) return o;
  const room = value.length * 3;
  const buffer = room <= SCRATCH.length ? SCRATCH : Buffer.allocUnsafe(room);
  const length = buffer.write(value, "utf8");
  if (length >= value.length * 2) return o;
  const bytes = buffer.subarray(0, length);
  if (bytes.indexOf(REPLACEMENT) >= 0 && LONE_SURROGATE.test(value)) return o;
  const packed = {};
  for (const name of Object.keys(o)) {
    if (name === "value") {
      Object.defineProperty(packed, "value", VALUE);
      Object.defineProperty(packed, UTF8, { value: bytes.toString("latin1"), writable: false, enumerable: false, configurable: true });
    } else {
      packed[name] = o[name];
    }
  }
  return packed;
}
var SCHEMA_NAMES = ["candidates", "config", "rules", "diff", "profile", "fields", "rule-tests"];
var PATTERN_HINTS = {
  "^[^\\r\\n]*\\S[^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[^\\r\\n]+$": "must be a single line (no CR or LF)",
  "^[^\\r\\n]*[^\\s_][^\\r\\n]*$": 'must be a single line with at least one character other than whitespace or "_"',
  "^[^\\r\\n]*[^\\s][^\\r\\n]*$": "must be a single line (no CR or LF) with at least one visible character",
  "^[0-9]{4}-[0-9]{2}-[0-9]{2}$": "must be a date YYYY-MM-DD",
  "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$": 'must be an id: letters, digits, "-" or "_", at most 64',
  "^[0-9a-f]{64}$": "must be a sha256 (64 lower-case hex digits)",
  "^[a-z0-9][a-z0-9-]{0,63}$": 'must be lower-case letters, digits and "-" (at most 64)',
  "^[a-z0-9][a-z0-9-]{0,63}:[^\\r\\n]+$": "must be a source <tributary>:<id>",
  "\\S": "must have at least one visible character",
  "[^\\s_]": 'must have at least one character other than whitespace or "_"',
  "^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$": "must be a plain dotted name such as promoteThreshold or nudge.minNewPublished (JSONPath and expressions are not accepted)"
};
var AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  // `required` inside if/then/oneOf branches is standard JSON Schema; strictRequired would refuse it.
  strictRequired: false,
  allowUnionTypes: true,
  // formatAjvErrors reads each error's parentSchema (e.g. to list the allowed properties).
  verbose: true
};
var SchemaRegistry = class {
  #validators;
  constructor(validators) {
    this.#validators = validators;
  }
  /** Validates `data` against the named schema. `file` only names the file in issues. */
  validate(name, data, file) {
    const fn = this.#validators(name);
    if (fn(data)) return { ok: true, value: data };
    return { ok: false, issues: formatAjvErrors(fn.errors ?? [], data, file) };
  }
};
function formatAjvErrors(errors, data, file) {
  const specific = onlyNearestBranch(errors).filter(
    (e) => !["if", "then", "else", "oneOf", "anyOf", "allOf", "$ref"].includes(e.keyword) && !(e.keyword === "not" && !forbiddenCharacters(e, data))
  );
  const chosen = specific.length > 0 ? specific : errors;
  const seen = /* @__PURE__ */ new Set();
  const issues = [];
  for (const e of chosen) {
    const issue = formatOne(e, data, file);
    if (!seen.has(issue)) {
      seen.add(issue);
      issues.push(issue);
    }
  }
  return issues;
}
function onlyNearestBranch(errors) {
  const drop = /* @__PURE__ */ new Set();
  for (const one of errors) {
    if (one.keyword !== "oneOf") continue;
    const prefix = `${one.schemaPath}/`;
    const inside = (e) => e.schemaPath.startsWith(prefix) && (e.instancePath === one.instancePath || e.instancePath.startsWith(`${one.instancePath}/`));
    const byBranch = /* @__PURE__ */ new Map();
    for (const e of errors) {
      if (!inside(e)) continue;
      const branch = e.schemaPath.slice(prefix.length).split("/")[0];
      byBranch.set(branch, [...byBranch.get(branch) ?? [], e]);
    }
    let best;
    for (const [branch, list] of byBranch) if (best === void 0 || list.length < byBranch.get(best).length) best = branch;
    for (const [branch, list] of byBranch) if (branch !== best) for (const e of list) drop.add(e);
  }
  return errors.filter((e) => !drop.has(e));
}
function forbiddenCharacters(e, data) {
  const not = e.parentSchema?.not;
  return typeof not?.pattern === "string" && typeof valueAt(data, e.instancePath) === "string";
}
function formatOne(e, data, file) {
  const p = e.params;
  let pointer = e.instancePath || "/";
  let message = "";
  const value = valueAt(data, e.instancePath);
  const got = `got ${describe(value)}`;
  switch (e.keyword) {
    case "required":
      pointer = `${e.instancePath}/${escapePointer(String(p.missingProperty))}`;
      message = "is required (missing)";
      break;
    case "additionalProperties": {
      pointer = `${e.instancePath}/${escapePointer(String(p.additionalProperty))}`;
      const allowed = allowedProperties(e);
      message = `is not an allowed property${allowed ? ` (allowed: ${allowed})` : ""}`;
      return `${file}: ${pointer}: ${message}`;
    }
    case "not": {
      if (!forbiddenCharacters(e, data)) break;
      const forbidden = new RegExp(e.parentSchema.not.pattern, "u");
      const chars = typeof value === "string" ? [...value] : [];
      const at = chars.findIndex((c) => forbidden.test(c));
      const cp = at < 0 ? void 0 : chars[at].codePointAt(0);
      message = "must not contain control or invisible-formatting characters (C0, DEL, C1, bidi controls, default-ignorable and format characters, Hangul fillers)" + (cp === void 0 ? "" : `, got U+${cp.toString(16).toUpperCase().padStart(4, "0")} at character ${at + 1}`);
      return `${file}: ${pointer}: ${message}`;
    }
    case "format":
      message = p.format === "date" ? `must be a valid date YYYY-MM-DD, ${got}` : `must be a valid ${String(p.format)}, ${got}`;
      return `${file}: ${pointer}: ${message}`;
    case "pattern":
      message = `${PATTERN_HINTS[String(p.pattern)] ?? `must match ${String(p.pattern)}`}, ${got}`;
      return `${file}: ${pointer}: ${message}`;
    case "enum":
      message = `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(", ")}, ${got}`;
      return `${file}: ${pointer}: ${message}`;
    case "type":
      message = `must be ${String(p.type).replace(/,/g, " or ")}, ${got}`;
      return `${file}: ${pointer}: ${message}`;
    case "maxLength":
    case "minLength":
      message = `${e.message ?? "has the wrong length"}, got ${typeof value === "string" ? `${[...value].length} characters` : describe(value)}`;
      return `${file}: ${pointer}: ${message}`;
    case "maxItems":
    case "minItems":
      message = `${e.message ?? "has the wrong number of items"}, got ${Array.isArray(value) ? `${value.length} items` : describe(value)}`;
      return `${file}: ${pointer}: ${message}`;
  }
  if (e.keyword !== "required") {
    message = `${e.message ?? "is invalid"}, ${got}`;
  }
  return `${file}: ${pointer}: ${message}`;
}
function allowedProperties(e) {
  const props = e.parentSchema?.properties;
  return props ? Object.keys(props).join(", ") : "";
}
function escapePointer(segment) {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function valueAt(data, pointer) {
  if (pointer === "") return data;
  let cur = data;
  for (const raw of pointer.slice(1).split("/")) {
    const seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (cur === null || typeof cur !== "object" || !Object.hasOwn(cur, seg)) return void 0;
    cur = cur[seg];
  }
  return cur;
}
function describe(value) {
  if (value === void 0) return "nothing";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (value !== null && typeof value === "object") return "an object";
  const text = typeof value === "string" ? (0, import_chunk_S4PSTNN7.visible)(JSON.stringify(value)) : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}\u2026"` : text;
}
var require2 = (0, import_node_module.createRequire)(__brainUrl);
var registry;
function schemas() {
  registry ??= new SchemaRegistry(precompiled() ?? compileOnDemand());
  return registry;
}
function precompiled() {
  if (!(0, import_node_fs.existsSync)(PRECOMPILED_VALIDATORS)) return void 0;
  const loaded = /* @__PURE__ */ new Map();
  return (name) => {
    let fn = loaded.get(name);
    if (fn === void 0) {
      fn = require2(`${PRECOMPILED_VALIDATORS}${name}.cjs`)[name];
      loaded.set(name, fn);
    }
    return fn;
  };
}
function compileOnDemand() {
  const ajv = createAjv();
  const ids = {};
  for (const name of SCHEMA_NAMES) {
    const schema = JSON.parse((0, import_node_fs.readFileSync)(schemaPath(name), "utf8"));
    ajv.addSchema(schema);
    ids[name] = schema.$id;
  }
  return (name) => {
    const fn = ajv.getSchema(ids[name]);
    if (!fn) throw new Error(`schema ${name} did not compile`);
    return fn;
  };
}
function createAjv(extra = {}) {
  const { Ajv2020 } = require2("ajv/dist/2020.js");
  const addFormats = require2("ajv-formats");
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...extra });
  addFormats(ajv, ["date"]);
  return ajv;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  PARSED_SHIPPED_RULES,
  SHIPPED_RULES_DIR,
  isNormalizedKey,
  normalizeKey,
  normalizeValue,
  packLongValue,
  packagePath,
  schemaPath,
  schemas
});
