var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
var MODES = ["gather", "propose", "apply", "what-if"];
async function run(args, opts) {
  const modes = MODES.filter((m) => opts[camel(m)] !== void 0 && opts[camel(m)] !== false);
  if (modes.length !== 1) {
    throw new import_chunk_hooks_session_start.UsageError(
      modes.length === 0 ? "consolidate: expected one of --gather, --propose, --apply, --what-if, found none" : `consolidate: expected exactly one of --gather, --propose, --apply, --what-if, found ${modes.map((m) => `--${m}`).join(" and ")}`
    );
  }
  const mode = modes[0];
  if (opts[camel(mode)] !== true) throw new import_chunk_hooks_session_start.UsageError(`--${mode}: takes no value`);
  const allowed = {
    gather: ["json", "limit"],
    propose: ["candidates", "through", "json"],
    apply: ["diff", "expect", "confirm", "json"],
    "what-if": ["with-config", "with-rules", "json"]
  };
  for (const flag of ["json", "candidates", "diff", "expect", "confirm", "limit", "through", "with-config", "with-rules"]) {
    if (opts[camel(flag)] !== void 0 && !allowed[mode].includes(flag)) {
      throw new import_chunk_hooks_session_start.UsageError(`--${flag}: not used with --${mode}`);
    }
  }
  if (args.length > 0) throw new import_chunk_hooks_session_start.UsageError(`consolidate: unexpected argument "${String(args[0])}"`);
  switch (mode) {
    case "gather":
      return (await Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-consolidate-gather.cjs")))).runGather(opts, limitOption(opts.limit));
    case "propose": {
      const candidates = (0, import_chunk_cli_output.stringOption)(opts.candidates, "--candidates");
      if (!candidates) throw new import_chunk_hooks_session_start.UsageError("--propose: needs --candidates <file>");
      return (await Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-consolidate-propose.cjs")))).runPropose(opts, candidates, (0, import_chunk_cli_output.stringOption)(opts.through, "--through"));
    }
    case "apply": {
      const expect = (0, import_chunk_cli_output.stringOption)(opts.expect, "--expect");
      return (await Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-consolidate-apply.cjs")))).runApply(opts, {
        diffFile: (0, import_chunk_cli_output.stringOption)(opts.diff, "--diff"),
        expectedId: expect === void 0 ? void 0 : (0, import_chunk_core_expected_id.parseExpectedId)(expect),
        confirm: opts.confirm === true
      });
    }
    case "what-if":
      return (await Promise.resolve().then(() => __toESM(require("./lazy-cli-commands-consolidate-what-if.cjs")))).runWhatIf(opts);
  }
}
function limitOption(value) {
  const text = (0, import_chunk_cli_output.stringOption)(value, "--limit");
  if (text === void 0) return void 0;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new import_chunk_hooks_session_start.UsageError(`--limit: expected a whole number of records \u2265 1, found "${text}"`);
  return Number(text);
}
function camel(flag) {
  return flag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 05f67397fd0f0d4c
