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
  loadRuleSet: () => loadRuleSet
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_node_fs = require("node:fs");
var import_node_path = require("node:path");
function isRuleFileName(name) {
  return /\.ya?ml$/.test(name) && !/\.test\.ya?ml$/.test(name);
}
function loadRuleSet(dir, missingHint = "fix `rules:` in the config") {
  const folder = dir ?? import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR;
  (0, import_chunk_js_yaml_dist_js_yaml.checkReadable)(folder);
  let names;
  try {
    names = (0, import_node_fs.readdirSync)(folder).filter(isRuleFileName).sort();
  } catch (e) {
    if (e.code === "ENOENT") throw new import_chunk_hooks_session_start.NotFoundError(folder, "the rules folder", missingHint);
    throw e;
  }
  const issues = [];
  const files = [];
  const parsed = folder === import_chunk_js_yaml_dist_js_yaml.SHIPPED_RULES_DIR ? parsedShippedRules() : void 0;
  for (const name of names) {
    const path = (0, import_node_path.join)(folder, name);
    try {
      const bytes = (0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(path, path);
      const sha256 = (0, import_chunk_js_yaml_dist_js_yaml.sha256Hex)(bytes);
      const cached = parsed?.[name];
      if (cached?.sha256 === sha256) {
        files.push({ path, file: (0, import_node_path.basename)(path), sha256, content: cached.content });
        continue;
      }
      const result = (0, import_chunk_js_yaml_dist_js_yaml.schemas)().validate("rules", (0, import_chunk_js_yaml_dist_js_yaml.parseYamlText)((0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)(bytes, path), path), path);
      if (!result.ok) {
        issues.push(...result.issues);
        continue;
      }
      files.push({ path, file: (0, import_node_path.basename)(path), sha256, content: result.value });
    } catch (e) {
      if (e instanceof import_chunk_hooks_session_start.InvalidInputError) issues.push(...e.issues);
      else throw e;
    }
  }
  if (issues.length > 0) throw new import_chunk_hooks_session_start.InvalidInputError(issues, "No rules were applied; nothing was changed. See docs/rules.md.");
  return (0, import_chunk_rules_conditions.buildRuleSet)(files, folder);
}
function parsedShippedRules() {
  try {
    const value = JSON.parse((0, import_node_fs.readFileSync)(import_chunk_js_yaml_dist_js_yaml.PARSED_SHIPPED_RULES, "utf8"));
    return value !== null && typeof value === "object" ? value : void 0;
  } catch {
    return void 0;
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadRuleSet
});
// brain-digest: 1eebd71490d4bb61
