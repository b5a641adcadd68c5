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
__export(stdin_exports, {
  run: () => run
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_I7MYCRYC = require("./chunk-I7MYCRYC.cjs");
var import_chunk_RBI2CLBF = require("./chunk-RBI2CLBF.cjs");
var import_chunk_JSN6HABH = require("./chunk-JSN6HABH.cjs");
var import_chunk_UJLQBNIL = require("./chunk-UJLQBNIL.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_SN6GISBO = require("./chunk-SN6GISBO.cjs");
var import_chunk_MUNVS7E5 = require("./chunk-MUNVS7E5.cjs");
var import_chunk_DUZVUBOO = require("./chunk-DUZVUBOO.cjs");
var import_chunk_T3EF53DI = require("./chunk-T3EF53DI.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_R62X2BZH = require("./chunk-R62X2BZH.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_R62X2BZH.resolveContext)(opts);
  const layer = (0, import_chunk_R62X2BZH.stringOption)(opts.layer, "--layer");
  if (layer !== void 0 && layer !== "static" && layer !== "dynamic") {
    throw new import_chunk_R62X2BZH.UsageError(`--layer: expected "static" or "dynamic", found "${layer}"`);
  }
  const key = (0, import_chunk_R62X2BZH.stringOption)(opts.key, "--key");
  if (opts.conflicts === true) {
    if (layer !== void 0 || key !== void 0 || opts.all === true) throw new import_chunk_R62X2BZH.UsageError("--conflicts: not used with --layer, --key or --all");
    const result2 = (0, import_chunk_I7MYCRYC.showConflicts)({ profilePath: ctx.paths.profile, configFile: ctx.configFile, defaultConfig: ctx.paths.config });
    import_chunk_R62X2BZH.processOutput.out(opts.json === true ? (0, import_chunk_R62X2BZH.json)(result2) : (0, import_chunk_I7MYCRYC.conflictsText)(result2));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  const result = (0, import_chunk_I7MYCRYC.showProfile)(ctx.paths.profile, { layer, key, all: opts.all === true });
  import_chunk_R62X2BZH.processOutput.out(
    opts.json === true ? (0, import_chunk_R62X2BZH.json)({ facts: result.facts }) : (0, import_chunk_I7MYCRYC.showText)(result, { multiValued: (0, import_chunk_I7MYCRYC.multiValuedKeys)({ configFile: ctx.configFile, defaultConfig: ctx.paths.config }) })
  );
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
