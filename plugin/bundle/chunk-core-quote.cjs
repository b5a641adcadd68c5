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
  foldQuoteText: () => foldQuoteText,
  quoteInBody: () => quoteInBody,
  quoteVerdict: () => quoteVerdict
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var QUOTE_MIN_LENGTH = 20;
var SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u2035\u02bc\u2039\u203a\uff07]/gu;
var DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb\u301d\u301e\u301f\uff02]/gu;
var WHITESPACE_RUNS = /\s+/gu;
var PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
function foldQuoteText(text) {
  const folded = PLAIN_ASCII.test(text) ? text : text.normalize("NFC").replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(import_chunk_js_yaml_dist_js_yaml.DASHES, "-");
  return folded.replace(WHITESPACE_RUNS, " ").trim();
}
function quoteInBody(quote, foldedBody) {
  const folded = foldQuoteText(quote);
  if (folded.length === 0) return false;
  if (codePoints(folded) < QUOTE_MIN_LENGTH) return folded === foldedBody;
  return foldedBody.includes(folded);
}
function codePoints(s) {
  if (!/[\ud800-\udfff]/.test(s)) return s.length;
  let n = 0;
  for (const _ of s) n++;
  return n;
}
function quoteVerdict(found, source) {
  if (found === true) return " (found in the record)";
  if (found === false) return ` (not found in ${(0, import_chunk_hooks_session_start.visible)(source ?? "the record")})`;
  return "";
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  foldQuoteText,
  quoteInBody,
  quoteVerdict
});
// brain-digest: fa21556036336abd
