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
  isExpectedId: () => isExpectedId,
  parseExpectedId: () => parseExpectedId,
  shownId: () => shownId,
  unexpectedDiff: () => unexpectedDiff
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var SHOWN_ID_LENGTH = 12;
var EXPECTED = /^[0-9a-f]{12,64}$/;
function parseExpectedId(text, flag = "--expect") {
  if (!EXPECTED.test(text)) {
    throw new import_chunk_hooks_session_start.UsageError(
      `${flag}: expected the diff id the review shows (at least ${SHOWN_ID_LENGTH} lowercase hex characters, e.g. --expect 1a2b3c4d5e6f), found "${text}"`
    );
  }
  return text;
}
function isExpectedId(id, expected) {
  return id.startsWith(expected);
}
function shownId(id) {
  return id.slice(0, SHOWN_ID_LENGTH);
}
function unexpectedDiff(file, found, expected, what) {
  const foundShown = found.slice(0, Math.max(SHOWN_ID_LENGTH, expected.length));
  return new import_chunk_hooks_session_start.StaleDiffError(
    `${file}: holds diff ${foundShown}, not ${expected} (the diff you were shown); ${what}. It changed since that review was printed (proposed again, declined or retired): read its review again and pass its id.`
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  isExpectedId,
  parseExpectedId,
  shownId,
  unexpectedDiff
});
// brain-digest: 0bc8a72a24968a14
