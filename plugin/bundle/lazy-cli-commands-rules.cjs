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
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_diff_rule_tests = require("./chunk-diff-rule-tests.cjs");
var import_chunk_io_check_rule_folder = require("./chunk-io-check-rule-folder.cjs");
var import_chunk_io_load_rule_tests = require("./chunk-io-load-rule-tests.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
async function run(args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  if (opts.check === true && opts.test === true) throw new import_chunk_hooks_session_start.UsageError("--check and --test: expected one of them, found both");
  const name = (0, import_chunk_cli_output.stringOption)(opts.name, "--name");
  if (name !== void 0 && opts.test !== true) throw new import_chunk_hooks_session_start.UsageError("--name: only with --test (it selects the tests to run)");
  if (opts.strict === true && opts.check !== true && opts.test !== true) throw new import_chunk_hooks_session_start.UsageError("--strict: only with --check or --test");
  const folder = args[0] === void 0 ? void 0 : String(args[0]);
  const where = { configFile: ctx.configFile, defaultConfig: ctx.paths.config, folder };
  if (opts.check === true) {
    const r = await (0, import_chunk_diff_rule_tests.checkRuleFiles)({ ...where, strict: opts.strict === true });
    import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)({ findings: r.findings }) : (0, import_chunk_diff_rule_tests.checkRuleFilesText)(r));
    return r.ok ? import_chunk_cli_exit_codes.EXIT.ok : import_chunk_cli_exit_codes.EXIT.problems;
  }
  if (opts.test === true) {
    const r = await (0, import_chunk_diff_rule_tests.testRules)({ ...where, today: ctx.today, name });
    import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)((0, import_chunk_diff_rule_tests.testRulesJson)(r)) : (0, import_chunk_diff_rule_tests.testRulesText)(r));
    return r.ok ? import_chunk_cli_exit_codes.EXIT.ok : import_chunk_cli_exit_codes.EXIT.problems;
  }
  const result = (0, import_chunk_diff_rule_tests.listRules)(where.configFile, where.defaultConfig, folder);
  import_chunk_cli_output.processOutput.out(opts.json === true ? (0, import_chunk_cli_output.json)(result) : (0, import_chunk_diff_rule_tests.rulesText)(result));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 418355443a335e03
