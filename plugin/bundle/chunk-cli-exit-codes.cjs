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
  EXIT: () => EXIT,
  EXIT_HELP: () => EXIT_HELP,
  exitCodeFor: () => exitCodeFor,
  exitMeaning: () => exitMeaning
});
module.exports = __toCommonJS(stdin_exports);
var EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  invalid: 3,
  stale: 4,
  /** A check found problems (`rules --check` errors, `rules --test` failures). */
  problems: 5,
  /** Stopped by Ctrl-C (128 + SIGINT), as shells report it; every stop signal n gives 128 + n (src/cli/signals.ts). */
  interrupted: 130
};
function exitCodeFor(code) {
  switch (code) {
    case "USAGE":
      return EXIT.usage;
    case "INVALID_INPUT":
      return EXIT.invalid;
    case "STALE_DIFF":
      return EXIT.stale;
    case "NOT_FOUND":
    case "LOCKED":
    case "REFUSED":
    case "IO":
      return EXIT.error;
  }
}
var EXIT_HELP = [
  "  0        ok",
  "  1        I/O or unexpected error; a missing file; the data dir locked; nothing to roll back; an unknown fact id",
  "  2        usage error: unknown command or option, a bad or missing value, a missing --confirm",
  "  3        invalid input (a schema or parse error in a file read), or validate found problems",
  "  4        stale diff: the profile changed since the diff was proposed (propose again)",
  "  5        a check found problems: rules --check errors, rules --test failures",
  "  128+n    stopped by signal n: 129 SIGHUP, 130 SIGINT (Ctrl-C), 131 SIGQUIT, 143 SIGTERM, \u2026"
].join("\n");
function exitMeaning(code) {
  switch (code) {
    case EXIT.usage:
      return "nothing was written (see the result on stdout)";
    case EXIT.invalid:
      return "invalid input (the problems are in the result on stdout)";
    case EXIT.stale:
      return "stale diff: the profile changed since the diff was proposed";
    case EXIT.problems:
      return "the check found problems (listed in the result on stdout)";
    default:
      return `failed with exit status ${code}`;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  EXIT,
  EXIT_HELP,
  exitCodeFor,
  exitMeaning
});
// brain-digest: a6c733a71fee1490
