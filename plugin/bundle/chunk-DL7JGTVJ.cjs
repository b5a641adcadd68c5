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
var import_chunk_KCM2GRTN = require("./chunk-KCM2GRTN.cjs");
var import_chunk_QIIK2DG4 = require("./chunk-QIIK2DG4.cjs");
var import_chunk_VYMCRKSO = require("./chunk-VYMCRKSO.cjs");
var import_chunk_OBY3N6KA = require("./chunk-OBY3N6KA.cjs");
var import_chunk_WJFRKFRA = require("./chunk-WJFRKFRA.cjs");
var import_chunk_6DVDIS2I = require("./chunk-6DVDIS2I.cjs");
var import_chunk_X7LODOSQ = require("./chunk-X7LODOSQ.cjs");
var import_chunk_JU2RC3DC = require("./chunk-JU2RC3DC.cjs");
var import_chunk_UJLQBNIL = require("./chunk-UJLQBNIL.cjs");
var import_chunk_JR34SC4G = require("./chunk-JR34SC4G.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_SN6GISBO = require("./chunk-SN6GISBO.cjs");
var import_chunk_MUNVS7E5 = require("./chunk-MUNVS7E5.cjs");
var import_chunk_35CRJCD6 = require("./chunk-35CRJCD6.cjs");
var import_chunk_DHCKMRBR = require("./chunk-DHCKMRBR.cjs");
var import_chunk_DUZVUBOO = require("./chunk-DUZVUBOO.cjs");
var import_chunk_T3EF53DI = require("./chunk-T3EF53DI.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_R62X2BZH = require("./chunk-R62X2BZH.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
async function run(_args, opts) {
  const ctx = (0, import_chunk_R62X2BZH.resolveContext)(opts);
  const r = (0, import_chunk_KCM2GRTN.init)({ paths: ctx.paths, today: ctx.today, from: (0, import_chunk_R62X2BZH.stringOption)(opts.from, "--from") });
  if (opts.json === true) {
    import_chunk_R62X2BZH.processOutput.out((0, import_chunk_R62X2BZH.json)({ data_dir: r.data_dir, profile: r.profile, created: r.kind === "created", from: r.from, fields: r.fields }));
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  import_chunk_R62X2BZH.processOutput.out((0, import_chunk_KCM2GRTN.initText)(r, (0, import_chunk_R62X2BZH.brainAsTyped)(opts)));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
