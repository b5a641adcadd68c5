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
  propose: () => import_chunk_ISVHONOK.propose,
  reportProposed: () => import_chunk_ISVHONOK.reportProposed
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_ISVHONOK = require("./chunk-ISVHONOK.cjs");
var import_chunk_SCLBNRNQ = require("./chunk-SCLBNRNQ.cjs");
var import_chunk_564IMASX = require("./chunk-564IMASX.cjs");
var import_chunk_TDX5BLUY = require("./chunk-TDX5BLUY.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_JOQD3F42 = require("./chunk-JOQD3F42.cjs");
var import_chunk_33EBKRLJ = require("./chunk-33EBKRLJ.cjs");
var import_chunk_T6Q6NGPD = require("./chunk-T6Q6NGPD.cjs");
var import_chunk_WJFRKFRA = require("./chunk-WJFRKFRA.cjs");
var import_chunk_6DVDIS2I = require("./chunk-6DVDIS2I.cjs");
var import_chunk_X7LODOSQ = require("./chunk-X7LODOSQ.cjs");
var import_chunk_IKDOLXVG = require("./chunk-IKDOLXVG.cjs");
var import_chunk_SLDLQQS6 = require("./chunk-SLDLQQS6.cjs");
var import_chunk_JSN6HABH = require("./chunk-JSN6HABH.cjs");
var import_chunk_JU2RC3DC = require("./chunk-JU2RC3DC.cjs");
var import_chunk_UJLQBNIL = require("./chunk-UJLQBNIL.cjs");
var import_chunk_JR34SC4G = require("./chunk-JR34SC4G.cjs");
var import_chunk_TQTVC4CS = require("./chunk-TQTVC4CS.cjs");
var import_chunk_SN6GISBO = require("./chunk-SN6GISBO.cjs");
var import_chunk_MUNVS7E5 = require("./chunk-MUNVS7E5.cjs");
var import_chunk_N5DRULAX = require("./chunk-N5DRULAX.cjs");
var import_chunk_35CRJCD6 = require("./chunk-35CRJCD6.cjs");
var import_chunk_DHCKMRBR = require("./chunk-DHCKMRBR.cjs");
var import_chunk_DUZVUBOO = require("./chunk-DUZVUBOO.cjs");
var import_chunk_T3EF53DI = require("./chunk-T3EF53DI.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_R62X2BZH = require("./chunk-R62X2BZH.cjs");
var import_chunk_756EJLZL = require("./chunk-756EJLZL.cjs");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  propose,
  reportProposed
});
