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
var import_chunk_NMMF72KD = require("./chunk-NMMF72KD.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_N3ESBESV = require("./chunk-N3ESBESV.cjs");
var import_chunk_ZG5ZYKG5 = require("./chunk-ZG5ZYKG5.cjs");
var import_chunk_ATE7AVG2 = require("./chunk-ATE7AVG2.cjs");
var import_chunk_726C74VF = require("./chunk-726C74VF.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_KA2M47L2 = require("./chunk-KA2M47L2.cjs");
var import_chunk_OFHEOMPZ = require("./chunk-OFHEOMPZ.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_V7QQAWNW = require("./chunk-V7QQAWNW.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const result = (0, import_chunk_NMMF72KD.history)(ctx.paths);
  import_chunk_VX56HOUR.processOutput.out(opts.json === true ? (0, import_chunk_VX56HOUR.json)(result) : (0, import_chunk_NMMF72KD.historyText)(result));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
