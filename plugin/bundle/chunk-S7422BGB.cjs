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
var import_chunk_FT5UGFTZ = require("./chunk-FT5UGFTZ.cjs");
var import_chunk_4BHQE7Q4 = require("./chunk-4BHQE7Q4.cjs");
var import_chunk_DL7YT6TS = require("./chunk-DL7YT6TS.cjs");
var import_chunk_5BGKKZ6L = require("./chunk-5BGKKZ6L.cjs");
var import_chunk_CVNI3773 = require("./chunk-CVNI3773.cjs");
var import_chunk_4OQMDQDN = require("./chunk-4OQMDQDN.cjs");
var import_chunk_AQIHFUQA = require("./chunk-AQIHFUQA.cjs");
var import_chunk_UFXUY4MR = require("./chunk-UFXUY4MR.cjs");
var import_chunk_SGTGFANN = require("./chunk-SGTGFANN.cjs");
var import_chunk_Y7NH3MNZ = require("./chunk-Y7NH3MNZ.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_63QADWCL = require("./chunk-63QADWCL.cjs");
var import_chunk_3Z2PX4E5 = require("./chunk-3Z2PX4E5.cjs");
var import_chunk_O2DEDEM4 = require("./chunk-O2DEDEM4.cjs");
var import_chunk_FMCNPRZO = require("./chunk-FMCNPRZO.cjs");
var import_chunk_OOPPMYX4 = require("./chunk-OOPPMYX4.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = (0, import_chunk_FT5UGFTZ.init)({ paths: ctx.paths, today: ctx.today, from: (0, import_chunk_VX56HOUR.stringOption)(opts.from, "--from") });
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ data_dir: r.data_dir, profile: r.profile, created: r.kind === "created", from: r.from, fields: r.fields }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_FT5UGFTZ.initText)(r, (0, import_chunk_VX56HOUR.brainAsTyped)(opts)));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
