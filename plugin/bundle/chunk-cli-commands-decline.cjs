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
  indexArgs: () => indexArgs,
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_usecases_decline = require("./chunk-usecases-decline.cjs");
var import_chunk_cli_commands_consolidate_propose = require("./chunk-cli-commands-consolidate-propose.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
function indexArgs(args, what) {
  return args.flat().map((a) => {
    const s = String(a);
    if (!/^(0|[1-9][0-9]{0,8})$/.test(s)) throw new import_chunk_hooks_session_start.UsageError(`${what}: expected 0-based indexes (0, 1, 2, \u2026), found "${s}"`);
    return Number(s);
  });
}
async function run(args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const expect = (0, import_chunk_cli_output.stringOption)(opts.expect, "--expect");
  const r = await (0, import_chunk_usecases_decline.decline)({
    ...(0, import_chunk_cli_context.useCaseOptions)(ctx),
    indexes: indexArgs(args, "decline"),
    reason: (0, import_chunk_cli_output.stringOption)(opts.reason, "--reason"),
    ...expect === void 0 ? {} : { expectedId: (0, import_chunk_core_expected_id.parseExpectedId)(expect) }
  });
  if (opts.json === true) {
    import_chunk_cli_output.processOutput.out((0, import_chunk_cli_output.json)(r));
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  (0, import_chunk_cli_commands_consolidate_propose.reportProposed)(r, false);
  for (const line of (0, import_chunk_usecases_decline.declineText)(r)) import_chunk_cli_output.processOutput.out(line);
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  indexArgs,
  run
});
// brain-digest: 0e523df8338ae98f
