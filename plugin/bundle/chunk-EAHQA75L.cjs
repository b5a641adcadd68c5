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
__defProp(stdin_exports, "whatIf", { value: whatIf2, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_TUWUUUZD = require("./chunk-TUWUUUZD.cjs");
var import_chunk_QSVB2TNY = require("./chunk-QSVB2TNY.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var import_chunk_LZDD4S23 = require("./chunk-LZDD4S23.cjs");
var import_chunk_IX4QD2PF = require("./chunk-IX4QD2PF.cjs");
var import_chunk_W4VUU7MV = require("./chunk-W4VUU7MV.cjs");
var import_chunk_I2RTUJJH = require("./chunk-I2RTUJJH.cjs");
var import_chunk_Z7JLH7UY = require("./chunk-Z7JLH7UY.cjs");
var import_chunk_DLPFRDMY = require("./chunk-DLPFRDMY.cjs");
var import_chunk_WO6Y3IW2 = require("./chunk-WO6Y3IW2.cjs");
var import_chunk_L7PYBWE7 = require("./chunk-L7PYBWE7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
var NO_BASE = "0".repeat(64);
async function compareToday(profile, today, current, alt) {
  const [a, b] = await Promise.all([current, alt].map((s) => (0, import_chunk_W472L43B.proposeDiff)({ current: profile, base: NO_BASE, candidates: [], today, ...s })));
  const ids = (d, list) => new Set(d[list].map((x) => x.id));
  const delta = (list) => {
    const before = ids(a, list);
    const after = ids(b, list);
    return { gained: [...after].filter((id) => !before.has(id)).sort(), lost: [...before].filter((id) => !after.has(id)).sort() };
  };
  const belowThreshold = profile.facts.filter((f) => f.kind === "observed" && f.status === "active" && f.layer === "static" && (0, import_chunk_2JUJKBZN.independentEvidence)(f.sources) < alt.config.promoteThreshold).map((f) => f.id);
  return { promotions: delta("promotions"), staleFlags: delta("staleFlags"), belowThreshold };
}
async function compareReplay(input, current, alt) {
  const run = (s) => (0, import_chunk_W472L43B.proposeDiff)({
    current: input.before,
    base: NO_BASE,
    candidates: input.candidates,
    today: input.diff.today,
    records: input.records,
    declined: input.declined,
    origins: input.origins,
    remembered: input.remembered,
    ...input.batchFile !== void 0 ? { candidatesFile: input.batchFile } : {},
    ...s
  });
  const a = await run(current);
  const b = await run(alt);
  const candidates = [];
  const byCandidate = (d) => new Map(d.trace.filter((t) => t.candidate !== void 0).map((t) => [t.candidate, t]));
  const ca = byCandidate(a);
  const cb = byCandidate(b);
  for (let i = 0; i < input.candidates.length; i++) {
    const from = decided(ca.get(i));
    const to = decided(cb.get(i));
    if (changed(from, to)) candidates.push({ candidate: i, from, to });
  }
  const byFact = (d) => new Map(d.trace.filter((t) => t.fact !== void 0).map((t) => [t.fact, t]));
  const fa = byFact(a);
  const fb = byFact(b);
  const facts = [];
  for (const id of [.../* @__PURE__ */ new Set([...fa.keys(), ...fb.keys()])].sort()) {
    const from = decided(fa.get(id));
    const to = decided(fb.get(id));
    if (changed(from, to)) facts.push({ id, from, to });
  }
  return { diff: input.diff.id, today: input.diff.today, candidates, facts };
}
function decided(t) {
  return t ? { outcome: t.outcome, rule: t.rule } : { outcome: "none", rule: null };
}
function changed(from, to) {
  return from.outcome !== to.outcome || from.rule !== to.rule;
}
async function whatIf(o) {
  if (o.withConfig === void 0 && o.withRules === void 0) {
    throw new import_chunk_L7PYBWE7.UsageError("--what-if: needs --with-config <file> or --with-rules <dir> (or both)");
  }
  const l = o.paths;
  const inForce = (0, import_chunk_2JUJKBZN.loadConfig)(o.configFile, l.config);
  const now = { config: inForce.config, rules: (0, import_chunk_333QZTHR.loadRuleSet)(inForce.rulesDir) };
  const altConfig = o.withConfig === void 0 ? inForce : (0, import_chunk_2JUJKBZN.loadConfig)(o.withConfig, o.withConfig);
  if (o.withRules !== void 0 && !(0, import_chunk_75TG4X2Z.pathExists)(o.withRules)) throw new import_chunk_L7PYBWE7.NotFoundError(o.withRules, "the rules folder", "check --with-rules");
  const alt = { config: altConfig.config, rules: (0, import_chunk_333QZTHR.loadRuleSet)(o.withRules ?? altConfig.rulesDir) };
  const profile = (0, import_chunk_TUWUUUZD.readProfile)(l.profile);
  const nameFacts = (facts) => new Map(facts.map((f) => [f.id, `${f.key}: ${f.value}`]));
  const names = { facts: nameFacts(profile.doc.facts), before: /* @__PURE__ */ new Map(), candidates: /* @__PURE__ */ new Map() };
  const today = await compareToday(profile.doc, o.today, now, alt);
  const replay = [];
  const skipped = [];
  const history = (0, import_chunk_LW5KK7CN.readHistoryAsRecovered)(l);
  const applies = (0, import_chunk_W4VUU7MV.effectiveApplies)(history);
  const earlier = (0, import_chunk_W472L43B.earlierTodayWarning)(o.today, applies.at(-1)?.today);
  for (const entry of applies) {
    const skip = (reason) => skipped.push({ diff: entry.diff, reason });
    if (!entry.batch) {
      skip("applied by an earlier version of brain: its batch was never archived");
      continue;
    }
    const batchFile = (0, import_chunk_D5ULY43E.batchPath)(l, entry.batch);
    const candidates = (0, import_chunk_D5ULY43E.readBatch)(l, entry.batch);
    if (!candidates) {
      skip(`its batch brain/batches/${entry.batch}.json is missing`);
      continue;
    }
    const diffPath = (0, import_chunk_D5ULY43E.appliedPath)(l, entry.diff);
    if (!(0, import_chunk_75TG4X2Z.pathExists)(diffPath)) {
      skip(`its diff brain/applied/${entry.diff}.json is missing`);
      continue;
    }
    const backup = entry.backup ? (0, import_node_path.join)(l.brain, entry.backup) : void 0;
    if (!backup || !(0, import_chunk_75TG4X2Z.pathExists)(backup)) {
      skip(`the profile it was applied to (${entry.backup ?? "no backup recorded"}) is missing`);
      continue;
    }
    const diff = (0, import_chunk_W4VUU7MV.readDiffFile)(diffPath);
    const decisions = diff.candidates.decisions === void 0 ? { declined: [], origins: [] } : (0, import_chunk_D5ULY43E.readDecisions)(l, diff.candidates.decisions);
    if (!decisions) {
      skip(`its decisions brain/decisions/${diff.candidates.decisions}.json are missing`);
      continue;
    }
    const remembered = (0, import_chunk_W4VUU7MV.rememberedDeclines)(history.slice(0, history.indexOf(entry)));
    const before = (0, import_chunk_QSVB2TNY.parseProfile)((0, import_chunk_I2RTUJJH.decodeUtf8)((0, import_chunk_I2RTUJJH.readInputBytes)(backup, backup), backup), backup);
    const records = diff.records ? (0, import_chunk_LZDD4S23.recordsView)(l, diff.records.through) : void 0;
    const { declined, origins } = decisions;
    replay.push(await compareReplay({ diff, before, candidates, records, batchFile, declined, origins, remembered }, now, alt));
    const then = nameFacts(before.facts);
    for (const a of diff.additions) then.set(a.id, `${a.key}: ${a.value}`);
    for (const x of diff.supersedes) then.set(x.winner.id, `${x.key}: ${x.winner.value}`);
    names.before.set(diff.id, then);
    names.candidates.set(
      diff.id,
      candidates.map((c) => "retires" in c ? `${c.key}: retires ${c.retires}` : "keeps" in c ? `${c.key}: keeps ${c.keeps}` : `${c.key}: ${c.value}`)
    );
  }
  return { today, warnings: earlier === void 0 ? [] : [earlier], replay, skipped, names };
}
function whatIfText(r, names) {
  const short = (raw) => {
    const text = (0, import_chunk_L7PYBWE7.visibleValue)(raw);
    return text.length > 70 ? `${text.slice(0, 69)}\u2026` : text;
  };
  const fact = (id, diff) => {
    const name = (diff === void 0 ? void 0 : names?.before.get(diff)?.get(id)) ?? names?.facts.get(id);
    return name === void 0 ? id : `${id} (${short(name)})`;
  };
  const lines = ["# What if \u2014 nothing was written", "", "## Today (the profile as it is)", ""];
  const list = (title, ids) => {
    if (ids.length === 0) return void lines.push(`- ${title}: none`);
    lines.push(`- ${title}:`, ...ids.map((id) => `  - ${fact(id)}`));
  };
  list("promotions gained", r.today.promotions.gained);
  list("promotions lost", r.today.promotions.lost);
  list("stale flags gained", r.today.staleFlags.gained);
  list("stale flags lost", r.today.staleFlags.lost);
  list("static facts below the alternative promoteThreshold (listed, never demoted)", r.today.belowThreshold);
  lines.push("", `## Past batches (${r.replay.length} replayed, ${r.skipped.length} skipped)`);
  const d = (x) => x.rule === null ? x.outcome : `${x.outcome} (${x.rule})`;
  for (const rep of r.replay) {
    lines.push("", `### diff ${rep.diff.slice(0, 12)} (${rep.today})`, "");
    if (rep.candidates.length === 0 && rep.facts.length === 0) lines.push("- no decision would change");
    const batch = names?.candidates.get(rep.diff);
    for (const c of rep.candidates) {
      const name = batch?.[c.candidate];
      lines.push(`- candidate ${c.candidate}${name === void 0 ? "" : ` (${short(name)})`}: ${d(c.from)} \u2192 ${d(c.to)}`);
    }
    for (const f of rep.facts) lines.push(`- fact ${fact(f.id, rep.diff)}: ${d(f.from)} \u2192 ${d(f.to)}`);
  }
  if (r.skipped.length > 0) lines.push("");
  for (const s of r.skipped) lines.push(`- skipped diff ${s.diff.slice(0, 12)}: ${s.reason}`);
  return lines.join("\n");
}
async function whatIf2(opts) {
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const r = await whatIf({
    ...(0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx),
    withConfig: (0, import_chunk_L7PYBWE7.stringOption)(opts.withConfig, "--with-config"),
    withRules: (0, import_chunk_L7PYBWE7.stringOption)(opts.withRules, "--with-rules")
  });
  for (const w of r.warnings) import_chunk_L7PYBWE7.processOutput.err(`brain: warning: ${w}`);
  import_chunk_L7PYBWE7.processOutput.out(
    opts.json === true ? (0, import_chunk_L7PYBWE7.json)({ today: r.today, replay: r.replay, skipped: r.skipped, ...r.warnings.length > 0 ? { warnings: r.warnings } : {} }) : whatIfText(r, r.names)
  );
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  whatIf
});
