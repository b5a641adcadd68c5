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
__defProp(stdin_exports, "run", { value: run, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var MODES = ["gather", "propose", "apply", "what-if"];
async function run(args, opts) {
  const modes = MODES.filter((m) => opts[camel(m)] !== void 0 && opts[camel(m)] !== false);
  if (modes.length !== 1) {
    throw new import_chunk_L7PYBWE7.UsageError(
      modes.length === 0 ? "consolidate: expected one of --gather, --propose, --apply, --what-if, found none" : `consolidate: expected exactly one of --gather, --propose, --apply, --what-if, found ${modes.map((m) => `--${m}`).join(" and ")}`
    );
  }
  const mode = modes[0];
  if (opts[camel(mode)] !== true) throw new import_chunk_L7PYBWE7.UsageError(`--${mode}: takes no value`);
  const allowed = {
    gather: ["json", "limit"],
    propose: ["candidates", "through", "json"],
    apply: ["diff", "expect", "confirm", "json"],
    "what-if": ["with-config", "with-rules", "json"]
  };
  for (const flag of ["json", "candidates", "diff", "expect", "confirm", "limit", "through", "with-config", "with-rules"]) {
    if (opts[camel(flag)] !== void 0 && !allowed[mode].includes(flag)) {
      throw new import_chunk_L7PYBWE7.UsageError(`--${flag}: not used with --${mode}`);
    }
  }
  if (args.length > 0) throw new import_chunk_L7PYBWE7.UsageError(`consolidate: unexpected argument "${String(args[0])}"`);
  switch (mode) {
    case "gather":
      return (await Promise.resolve().then(() => __toESM(require("./chunk-H4IBIIPX.cjs")))).gather(opts, limitOption(opts.limit));
    case "propose": {
      const candidates = (0, import_chunk_L7PYBWE7.stringOption)(opts.candidates, "--candidates");
      if (!candidates) throw new import_chunk_L7PYBWE7.UsageError("--propose: needs --candidates <file>");
      return (await Promise.resolve().then(() => __toESM(require("./chunk-IAOYDJ52.cjs")))).propose(opts, candidates, (0, import_chunk_L7PYBWE7.stringOption)(opts.through, "--through"));
    }
    case "apply": {
      const expect = (0, import_chunk_L7PYBWE7.stringOption)(opts.expect, "--expect");
      return (await Promise.resolve().then(() => __toESM(require("./chunk-547GXCXP.cjs")))).apply(opts, {
        diffFile: (0, import_chunk_L7PYBWE7.stringOption)(opts.diff, "--diff"),
        expectedId: expect === void 0 ? void 0 : (0, import_chunk_E7NPQXV2.parseExpectedId)(expect),
        confirm: opts.confirm === true
      });
    }
    case "what-if":
      return (await Promise.resolve().then(() => __toESM(require("./chunk-EAHQA75L.cjs")))).whatIf(opts);
  }
}
function limitOption(value) {
  const text = (0, import_chunk_L7PYBWE7.stringOption)(value, "--limit");
  if (text === void 0) return void 0;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new import_chunk_L7PYBWE7.UsageError(`--limit: expected a whole number of records \u2265 1, found "${text}"`);
  return Number(text);
}
function camel(flag) {
  return flag.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
