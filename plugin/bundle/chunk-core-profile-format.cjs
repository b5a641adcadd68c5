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
__export(stdin_exports, {
  DEFAULT_TITLE: () => DEFAULT_TITLE,
  missingProfile: () => missingProfile,
  parseProfile: () => parseProfile,
  parseProfileReport: () => parseProfileReport,
  readProfile: () => readProfile,
  readProfileBytes: () => readProfileBytes,
  serializeProfile: () => serializeProfile,
  serializeProfileTo: () => serializeProfileTo
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var DEFAULT_TITLE = "Profile";
var STATIC_HEADING = "## Static";
var DYNAMIC_HEADING = "## Dynamic";
var SUPERSEDED_MARK = "[superseded] ";
var RETIRED_MARK = "[retired] ";
var META_ORDER = [
  "id",
  "kind",
  "provenance",
  "first_seen",
  "last_seen",
  "sources",
  "superseded_by",
  "superseded_on",
  "retired_on",
  "retired_reason"
];
var ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
var BACKSLASH = 92;
var BACKTICK = 96;
var STAR = 42;
var SEMICOLON = 59;
var COMMA = 44;
var CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/gu;
function escapeControls(s) {
  return s.replace(CONTROL, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
}
function escapeWith(s, specials) {
  if (!MAY_NEED_ESCAPE.get(specials).test(s)) return s;
  return escapeControls(s.replace(specials, (c) => c === "\n" ? "\\n" : c === "\r" ? "\\r" : `\\${c}`));
}
var KEY_SPECIALS = /[\\`*\n\r]/g;
var VALUE_SPECIALS = /[\\`\n\r]/g;
var META_SPECIALS = /[\\`;,\n\r]/g;
var MAY_NEED_ESCAPE = /* @__PURE__ */ new Map([
  [KEY_SPECIALS, /[\\`*\u0000-\u001f\u007f\u0085\u2028\u2029]/],
  [VALUE_SPECIALS, /[\\`\u0000-\u001f\u007f\u0085\u2028\u2029]/],
  [META_SPECIALS, /[\\`;,\u0000-\u001f\u007f\u0085\u2028\u2029]/]
]);
function serializeProfile(doc) {
  const out = [];
  writeLines(doc, (line) => out.push(line));
  return `${out.join("\n")}
`;
}
function serializeProfileTo(doc, out) {
  writeLines(doc, (line) => {
    out.put(line);
    out.put("\n");
  });
}
function writeLines(doc, line) {
  line(`# ${escapeWith(doc.title, VALUE_SPECIALS)}`);
  line("");
  line(STATIC_HEADING);
  line("");
  let wroteStatic = false;
  for (const f of doc.facts) if (f.layer === "static") line(serializeFact(f)), wroteStatic = true;
  if (wroteStatic) line("");
  line(DYNAMIC_HEADING);
  line("");
  for (const f of doc.facts) if (f.layer === "dynamic") line(serializeFact(f));
}
function serializeFact(f) {
  const meta = [
    `id=${escapeWith(f.id, META_SPECIALS)}`,
    `kind=${f.kind}`,
    `provenance=${f.provenance}`,
    `first_seen=${f.first_seen}`,
    `last_seen=${f.last_seen}`,
    `sources=${f.sources.map((s) => escapeWith(s, META_SPECIALS)).join(", ")}`
  ];
  if (f.status === "superseded") {
    meta.push(`superseded_by=${escapeWith(f.superseded_by ?? "", META_SPECIALS)}`, `superseded_on=${f.superseded_on ?? ""}`);
  }
  if (f.status === "retired") {
    meta.push(`retired_on=${f.retired_on ?? ""}`, `retired_reason=${escapeWith(f.retired_reason ?? "", META_SPECIALS)}`);
  }
  const mark = f.status === "superseded" ? SUPERSEDED_MARK : f.status === "retired" ? RETIRED_MARK : "";
  return `- ${mark}**${escapeWith(f.key, KEY_SPECIALS)}**: ${escapeWith(f.value, VALUE_SPECIALS)} \`${meta.join("; ")}\``;
}
var LineError = class extends Error {
};
function parseProfile(text, file = "profile.md") {
  return parseProfileReport(text, file).doc;
}
function parseProfileReport(text, file = "profile.md") {
  const parser = new ProfileParser(file);
  const lines = text.split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) parser.line(line);
  const doc = parser.end();
  const changedKeys = parser.changedKeys;
  if (changedKeys.length > 0) {
    const active = /* @__PURE__ */ new Map();
    for (const f of doc.facts) if (f.kind === "observed" && f.status === "active") active.set(f.key, (active.get(f.key) ?? 0) + 1);
    for (const c of changedKeys) c.activeValues = active.get(c.key) ?? 0;
  }
  return { doc, changedKeys };
}
var ProfileParser = class {
  #file;
  #issues = [];
  #lines = 0;
  /** Set where parseProfile stops looking at lines (50 issues); later lines are only counted. */
  #stopped = false;
  #title;
  #section = "none";
  #sawStatic = false;
  #sawDynamic = false;
  #staticFacts = [];
  #dynamicFacts = [];
  #idLines = /* @__PURE__ */ new Map();
  #dates = /* @__PURE__ */ new Map();
  /** Stored keys read under today's normalization, in line order. */
  changedKeys = [];
  constructor(file = "profile.md") {
    this.#file = file;
  }
  /** The next line of the file, without its "\n". */
  line(line) {
    const i = this.#lines++;
    if (this.#stopped) return;
    const issues = this.#issues;
    const where = () => `${this.#file}:${i + 1}`;
    if (line.endsWith("\r")) {
      issues.push(`${where()}: expected LF line endings, found CRLF (convert the file to LF, e.g. \`sed -i 's/\\r$//' ${this.#file}\`)`);
      if (issues.length >= 50) this.#stopped = true;
      return;
    }
    if (line === "") return;
    if (line.trim() === "") {
      issues.push(`${where()}: expected an empty line, found whitespace only`);
      return;
    }
    if (this.#title === void 0) {
      if (!line.startsWith("# ")) {
        issues.push(`${where()}: expected the title line "# <title>", found ${(0, import_chunk_core_error_message.quotedStart)(line)}`);
        this.#title = "";
        return;
      }
      try {
        this.#title = unescapeField(line.slice(2), 0, line.length - 2, 2);
      } catch (e) {
        issues.push(`${where()}: ${e.message}`);
        this.#title = "";
      }
      return;
    }
    if (line.startsWith("## ")) {
      if (line === STATIC_HEADING && !this.#sawStatic && !this.#sawDynamic) {
        this.#section = "static";
        this.#sawStatic = true;
      } else if (line === DYNAMIC_HEADING && this.#sawStatic && !this.#sawDynamic) {
        this.#section = "dynamic";
        this.#sawDynamic = true;
      } else {
        issues.push(`${where()}: expected "${this.#sawStatic ? DYNAMIC_HEADING : STATIC_HEADING}" (once, Static before Dynamic), found ${(0, import_chunk_core_error_message.quotedStart)(line)}`);
      }
      return;
    }
    const section = this.#section;
    if (section === "none") {
      issues.push(`${where()}: expected "${STATIC_HEADING}" before any fact, found ${(0, import_chunk_core_error_message.quotedStart)(line)}`);
      return;
    }
    try {
      const { fact, storedKey: storedKey2 } = parseFactLine(line, section, this.#dates);
      const seen = this.#idLines.get(fact.id);
      if (seen !== void 0) {
        issues.push(`${where()}: expected a unique id, found id "${fact.id}" already used on line ${seen}`);
        return;
      }
      this.#idLines.set(fact.id, i + 1);
      if (storedKey2 !== void 0) this.changedKeys.push({ line: i + 1, id: fact.id, stored: storedKey2, key: fact.key, activeValues: 0 });
      (section === "static" ? this.#staticFacts : this.#dynamicFacts).push(fact);
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      issues.push(`${where()}: ${e.message}`);
    }
    if (issues.length >= 50) this.#stopped = true;
  }
  /** The parsed profile, or the InvalidInputError naming every line that broke the grammar. */
  end() {
    const issues = this.#issues;
    if (issues.length === 0) {
      const end = `${this.#file}:${this.#lines + 1}`;
      if (this.#title === void 0) issues.push(`${end}: expected the title line "# <title>", found an empty file`);
      else if (!this.#sawStatic) issues.push(`${end}: expected a "${STATIC_HEADING}" section, found none`);
      else if (!this.#sawDynamic) issues.push(`${end}: expected a "${DYNAMIC_HEADING}" section, found none`);
    }
    if (issues.length > 0) {
      throw new import_chunk_hooks_session_start.InvalidInputError(issues, `brain changed nothing. See docs/profile-format.md for the line grammar.`);
    }
    return { title: this.#title ?? DEFAULT_TITLE, facts: [...this.#staticFacts, ...this.#dynamicFacts] };
  }
};
function parseFactLine(line, layer, dates) {
  const { status, key: written, value, meta } = simpleFactLine(line) ?? factLineFields(line);
  const key = storedKey(written);
  const id = need(meta, "id");
  if (!ID_RE.test(id)) throw new LineError(`expected id to be letters, digits, "-" or "_" (at most 64), found ${(0, import_chunk_core_error_message.quotedStart)(id)}`);
  const kind = need(meta, "kind");
  if (kind !== "observed" && kind !== "profile-field") throw new LineError(`expected kind "observed" or "profile-field", found ${(0, import_chunk_core_error_message.quotedStart)(kind)}`);
  const provenance = need(meta, "provenance");
  if (provenance !== "published" && provenance !== "human") throw new LineError(`expected provenance "published" or "human", found ${(0, import_chunk_core_error_message.quotedStart)(provenance)}`);
  const firstText = need(meta, "first_seen");
  const lastText = need(meta, "last_seen");
  const firstSeen = checkedDate(dates, "first_seen", firstText);
  const lastSeen = checkedDate(dates, "last_seen", lastText);
  if (firstSeen > lastSeen) throw new LineError(`expected first_seen on or before last_seen, found first_seen=${firstSeen} after last_seen=${lastSeen}`);
  const sources = lineSources(line, meta);
  const fact = {
    id,
    // The literals rather than the text just read, so 100k facts share one string each.
    kind: kind === "observed" ? "observed" : "profile-field",
    layer,
    key,
    value,
    provenance: provenance === "published" ? "published" : "human",
    sources,
    first_seen: firstSeen,
    last_seen: lastSeen,
    evidence_count: sources.length,
    status
  };
  if (status === "superseded") {
    fact.superseded_by = need(meta, "superseded_by");
    if (!ID_RE.test(fact.superseded_by)) throw new LineError(`expected superseded_by to be an id, found ${(0, import_chunk_core_error_message.quotedStart)(fact.superseded_by)}`);
    if (fact.superseded_by === id) throw new LineError(`expected superseded_by to name another fact, found the fact's own id ${(0, import_chunk_core_error_message.quotedStart)(id)}`);
    const on = need(meta, "superseded_on");
    if (!(0, import_chunk_hooks_session_start.isIsoDate)(on)) throw new LineError(`expected superseded_on to be a date YYYY-MM-DD, found ${(0, import_chunk_core_error_message.quotedStart)(on)}`);
    fact.superseded_on = on;
  } else if (meta.values[META_INDEX.superseded_by] !== void 0 || meta.values[META_INDEX.superseded_on] !== void 0) {
    throw new LineError(`expected superseded_by/superseded_on only on a line marked "[superseded]"`);
  }
  if (status === "retired") {
    const on = need(meta, "retired_on");
    if (!(0, import_chunk_hooks_session_start.isIsoDate)(on)) throw new LineError(`expected retired_on to be a date YYYY-MM-DD, found ${(0, import_chunk_core_error_message.quotedStart)(on)}`);
    const reason = need(meta, "retired_reason");
    if (reason === "") throw new LineError(`expected a non-empty retired_reason, found an empty one`);
    fact.retired_on = on;
    fact.retired_reason = reason;
  } else if (meta.values[META_INDEX.retired_on] !== void 0 || meta.values[META_INDEX.retired_reason] !== void 0) {
    throw new LineError(`expected retired_on/retired_reason only on a line marked "[retired]"`);
  }
  return { fact: (0, import_chunk_core_context_config.packLongValue)(fact), storedKey: key === written ? void 0 : written };
}
function storedKey(key) {
  if ((0, import_chunk_js_yaml_dist_js_yaml.isNormalizedKey)(key)) return key;
  if ((0, import_chunk_js_yaml_dist_js_yaml.isEarlierNormalizedKey)(key)) return (0, import_chunk_js_yaml_dist_js_yaml.normalizeKey)(key);
  throw new LineError(`expected a normalized key (lower-case, "-" for spaces), found ${(0, import_chunk_core_error_message.quotedStart)(key)}`);
}
function factLineFields(line) {
  let pos = 0;
  if (!line.startsWith("- ")) throw new LineError(`expected a fact line "- **<key>**: <value> \`<fields>\`", found ${(0, import_chunk_core_error_message.quotedStart)(line)}`);
  pos = 2;
  let status = "active";
  if (line.startsWith(SUPERSEDED_MARK, pos)) {
    status = "superseded";
    pos += SUPERSEDED_MARK.length;
  } else if (line.startsWith(RETIRED_MARK, pos)) {
    status = "retired";
    pos += RETIRED_MARK.length;
  }
  if (!line.startsWith("**", pos)) throw new LineError(`expected "**" before the key at column ${pos + 1}, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos, pos + 20))}`);
  pos += 2;
  const keyEnd = scanTo(line, pos, STAR);
  if (keyEnd < 0 || !line.startsWith("**: ", keyEnd)) {
    throw new LineError(`expected the key to end with "**: ", found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos, pos + 40))}`);
  }
  const key = unescapeField(line, pos, keyEnd, pos);
  pos = keyEnd + 4;
  const valueEnd = scanTo(line, pos, BACKTICK);
  if (valueEnd < 0) throw new LineError(`expected the fields in backticks after the value, found none`);
  if (valueEnd === pos || line.charCodeAt(valueEnd - 1) !== 32 || valueEnd - 1 <= pos) {
    throw new LineError(`expected "<value> \`" (a non-empty value, then one space and a backtick), found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos, valueEnd + 1))}`);
  }
  const value = unescapeField(line, pos, valueEnd - 1, pos);
  const metaStart = valueEnd + 1;
  const metaEnd = scanTo(line, metaStart, BACKTICK);
  if (metaEnd < 0) throw new LineError(`expected a closing backtick after the fields, found none`);
  if (metaEnd !== line.length - 1) {
    throw new LineError(`expected the line to end at the closing backtick, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(metaEnd + 1))} after it`);
  }
  return { status, key, value, meta: parseMeta(line, metaStart, metaEnd) };
}
var FIELD = "([^`\\\\;]*)";
var SIMPLE_FACT_LINE = new RegExp(
  `^- (\\[superseded\\] |\\[retired\\] )?\\*\\*([^*\\\\]+)\\*\\*: ([^\`\\\\]+) \`id=${FIELD}; kind=${FIELD}; provenance=${FIELD}; first_seen=${FIELD}; last_seen=${FIELD}; sources=${FIELD}(?:; superseded_by=${FIELD}; superseded_on=${FIELD})?(?:; retired_on=${FIELD}; retired_reason=${FIELD})?\`$`
);
function hasRepeat(items) {
  if (items.length <= 16) {
    for (let i = 1; i < items.length; i++) if (items.lastIndexOf(items[i], i - 1) >= 0) return true;
    return false;
  }
  return new Set(items).size !== items.length;
}
function simpleFactLine(line) {
  const m = SIMPLE_FACT_LINE.exec(line);
  if (m === null) return void 0;
  const sources = m[9].split(", ");
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i];
    if (s === "" || s.includes(",")) return void 0;
    sources[i] = (0, import_chunk_core_detached.detached)(s);
  }
  if (hasRepeat(sources)) return void 0;
  const key = (0, import_chunk_core_detached.detached)(m[2]);
  const values = [m[4], m[5], m[6], m[7], m[8], "", m[10], m[11], m[12], m[13]].map((v) => v === void 0 ? v : (0, import_chunk_core_detached.detached)(v));
  const status = m[1] === SUPERSEDED_MARK ? "superseded" : m[1] === RETIRED_MARK ? "retired" : "active";
  return { status, key, value: (0, import_chunk_core_detached.detached)(m[3]), meta: { values, sourcesRange: [0, 0], sources } };
}
function checkedDate(dates, name, d) {
  const known = dates.get(d);
  if (known !== void 0) return known;
  if (!(0, import_chunk_hooks_session_start.isIsoDate)(d)) throw new LineError(`expected ${name} to be a date YYYY-MM-DD, found ${(0, import_chunk_core_error_message.quotedStart)(d)}`);
  dates.set(d, d);
  return d;
}
function need(meta, name) {
  const v = meta.values[META_INDEX[name]];
  if (v === void 0) throw new LineError(`expected field "${name}=", found none`);
  return v;
}
var META_INDEX = Object.fromEntries(META_ORDER.map((name, i) => [name, i]));
function parseMeta(line, start, end) {
  const values = new Array(META_ORDER.length).fill(void 0);
  let sourcesRange;
  let pos = start;
  let first = true;
  while (pos <= end) {
    if (!first) {
      if (line.charCodeAt(pos) !== 32) throw new LineError(`expected "; " between fields, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos - 1, pos + 10))}`);
      pos++;
    }
    first = false;
    let fieldEnd = scanTo(line, pos, SEMICOLON, end);
    if (fieldEnd < 0) fieldEnd = end;
    const eq = line.indexOf("=", pos);
    if (eq < 0 || eq >= fieldEnd) throw new LineError(`expected "<name>=<value>" in the fields, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos, fieldEnd))}`);
    const index = metaIndexAt(line, pos, eq);
    if (index < 0) {
      throw new LineError(`expected a field named one of ${META_ORDER.join(", ")}, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(pos, eq))}`);
    }
    const name = META_ORDER[index];
    if (values[index] !== void 0) throw new LineError(`expected field "${name}" once, found it twice`);
    if (name === "sources") {
      sourcesRange = [eq + 1, fieldEnd];
      values[index] = "";
    } else {
      values[index] = unescapeField(line, eq + 1, fieldEnd, eq + 1);
    }
    pos = fieldEnd + 1;
  }
  if (!sourcesRange) throw new LineError(`expected field "sources=", found none`);
  return { values, sourcesRange };
}
function metaIndexAt(line, start, end) {
  for (let i = 0; i < META_ORDER.length; i++) {
    const name = META_ORDER[i];
    if (name.length === end - start && line.startsWith(name, start)) return i;
  }
  return -1;
}
function lineSources(line, meta) {
  return meta.sources ?? splitSources(line, meta.sourcesRange);
}
function splitSources(line, [start, end]) {
  const sources = [];
  const seen = /* @__PURE__ */ new Set();
  let pos = start;
  for (; ; ) {
    let itemEnd = scanTo(line, pos, COMMA, end);
    if (itemEnd < 0) itemEnd = end;
    const s = unescapeField(line, pos, itemEnd, pos);
    if (s === "") throw new LineError(`expected a non-empty source, found an empty one in "sources="`);
    if (seen.has(s)) throw new LineError(`expected distinct sources, found ${(0, import_chunk_core_error_message.quotedStart)(s)} twice`);
    seen.add(s);
    sources.push(s);
    if (itemEnd >= end) break;
    if (line.charCodeAt(itemEnd + 1) !== 32) throw new LineError(`expected ", " between sources, found ${(0, import_chunk_core_error_message.quotedStart)(line.slice(itemEnd, itemEnd + 10))}`);
    pos = itemEnd + 2;
  }
  return sources.slice();
}
function scanTo(line, from, stop, limit = line.length) {
  const firstEscape = line.indexOf("\\", from);
  if (firstEscape < 0 || firstEscape >= limit) {
    const at = line.indexOf(String.fromCharCode(stop), from);
    return at >= 0 && at < limit ? at : -1;
  }
  for (let i = from; i < limit; i++) {
    const c = line.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === stop) return i;
  }
  return -1;
}
function unescapeField(line, start, end, column) {
  const raw = line.slice(start, end);
  let i = raw.indexOf("\\");
  if (i < 0) return (0, import_chunk_core_detached.detached)(raw);
  let out = "";
  let run = 0;
  for (; i >= 0; i = raw.indexOf("\\", run)) {
    out += raw.slice(run, i);
    const next = raw[i + 1];
    if (next === void 0) throw new LineError(`expected a character after "\\" at column ${column + i + 1}, found the end of the text`);
    i++;
    if (next === "n") out += "\n";
    else if (next === "r") out += "\r";
    else if (next === "u" && raw[i + 1] === "{") {
      const close = raw.indexOf("}", i + 2);
      const hex = close < 0 ? "" : raw.slice(i + 2, close);
      const cp = /^[0-9a-f]{1,6}$/.test(hex) ? parseInt(hex, 16) : NaN;
      if (!(cp <= 1114111)) throw new LineError(`expected an escape \\u{hex} at column ${column + i}, found ${(0, import_chunk_core_error_message.quotedStart)(raw.slice(i - 1, i + 10))}`);
      out += String.fromCodePoint(cp);
      i = close;
    } else if ("\\`*;,".includes(next)) out += next;
    else throw new LineError(`expected one of the escapes \\\\ \\\` \\* \\; \\, \\n \\r \\u{\u2026} at column ${column + i}, found "\\${next}"`);
    run = i + 1;
  }
  return (0, import_chunk_core_detached.detached)(out + raw.slice(run));
}
var LAZY_HASH_BYTES = 1024 * 1024;
function readProfile(path, chunkSize) {
  const fd = (0, import_chunk_js_yaml_dist_js_yaml.openDataFile)(path);
  if (fd === void 0) throw missingProfile(path);
  try {
    const parser = new ProfileParser(path);
    const kept = [];
    let size = 0;
    let hash;
    const chunk = (bytes) => {
      size += bytes.length;
      if (hash) hash.update(bytes);
      else if (size <= LAZY_HASH_BYTES) kept.push(Buffer.from(bytes));
      else {
        hash = (0, import_chunk_js_yaml_dist_js_yaml.sha256)();
        for (const k of kept.splice(0)) hash.update(k);
        hash.update(bytes);
      }
    };
    (0, import_chunk_js_yaml_dist_js_yaml.readUtf8Lines)(fd, path, { chunk, line: (text) => parser.line(text) }, chunkSize);
    const doc = parser.end();
    if (hash) return { doc, sha256: hash.digest("hex") };
    let hex;
    return {
      doc,
      get sha256() {
        hex ??= (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(Buffer.concat(kept));
        return hex;
      }
    };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
function readProfileBytes(path) {
  const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readDataFile)(path);
  if (bytes === void 0) throw missingProfile(path);
  return bytes;
}
var missingProfile = (path) => new import_chunk_hooks_session_start.NotFoundError(path, "the profile", "run `brain init` first");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  DEFAULT_TITLE,
  missingProfile,
  parseProfile,
  parseProfileReport,
  readProfile,
  readProfileBytes,
  serializeProfile,
  serializeProfileTo
});
// brain-digest: 3e75d4e8e9bffd97
