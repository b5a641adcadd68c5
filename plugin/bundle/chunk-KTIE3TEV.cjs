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
__defProp(stdin_exports, "run", { value: run, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_CD4SZP6X = require("./chunk-CD4SZP6X.cjs");
var import_chunk_LGH5LU6P = require("./chunk-LGH5LU6P.cjs");
var import_chunk_E5TIHDMI = require("./chunk-E5TIHDMI.cjs");
var import_chunk_5M4CVKVU = require("./chunk-5M4CVKVU.cjs");
var import_chunk_T63Y44PH = require("./chunk-T63Y44PH.cjs");
var import_chunk_VM3YR7MB = require("./chunk-VM3YR7MB.cjs");
var import_chunk_C5AQQEFC = require("./chunk-C5AQQEFC.cjs");
var import_chunk_RRK6TLWC = require("./chunk-RRK6TLWC.cjs");
var import_chunk_KSCUPOR2 = require("./chunk-KSCUPOR2.cjs");
var import_chunk_NIMGWVB5 = require("./chunk-NIMGWVB5.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_NHIXOMCS = require("./chunk-NHIXOMCS.cjs");
var import_chunk_RJHVJV3J = require("./chunk-RJHVJV3J.cjs");
var import_chunk_DP2JZRLP = require("./chunk-DP2JZRLP.cjs");
var import_chunk_3L4E7FKY = require("./chunk-3L4E7FKY.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_XNLKTLWO = require("./chunk-XNLKTLWO.cjs");
var import_chunk_OA2IWRH3 = require("./chunk-OA2IWRH3.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_VX56HOUR = require("./chunk-VX56HOUR.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_VX56HOUR.resolveContext)(opts);
  const r = (0, import_chunk_CD4SZP6X.init)({ paths: ctx.paths, today: ctx.today, from: (0, import_chunk_VX56HOUR.stringOption)(opts.from, "--from") });
  if (opts.json === true) {
    import_chunk_VX56HOUR.processOutput.out((0, import_chunk_VX56HOUR.json)({ data_dir: r.data_dir, profile: r.profile, created: r.kind === "created", from: r.from, fields: r.fields }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  import_chunk_VX56HOUR.processOutput.out((0, import_chunk_CD4SZP6X.initText)(r, (0, import_chunk_VX56HOUR.brainAsTyped)(opts)));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
