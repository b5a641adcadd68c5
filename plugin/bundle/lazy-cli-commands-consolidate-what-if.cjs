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
  runWhatIf: () => runWhatIf
});
module.exports = __toCommonJS(stdin_exports);
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_profile_format = require("./chunk-core-profile-format.cjs");
var import_chunk_core_context_config = require("./chunk-core-context-config.cjs");
var import_chunk_core_record_content = require("./chunk-core-record-content.cjs");
var import_chunk_core_quote = require("./chunk-core-quote.cjs");
var import_chunk_io_record_files = require("./chunk-io-record-files.cjs");
var import_chunk_core_utf8_builder = require("./chunk-core-utf8-builder.cjs");
var import_chunk_cli_context = require("./chunk-cli-context.cjs");
var import_chunk_core_detached = require("./chunk-core-detached.cjs");
var import_chunk_js_yaml_dist_js_yaml = require("./chunk-js-yaml-dist-js-yaml.cjs");
var import_chunk_cli_exit_codes = require("./chunk-cli-exit-codes.cjs");
var import_chunk_cli_output = require("./chunk-cli-output.cjs");
var import_chunk_core_error_message = require("./chunk-core-error-message.cjs");
var import_chunk_hooks_session_start = require("./chunk-hooks-session-start.cjs");
var import_chunk_runtime = require("./chunk-runtime.cjs");
var import_node_path = require("node:path");
var NO_BASE = "0".repeat(64);
async function compareToday(profile, today, current, alt) {
  const [a, b] = await Promise.all([current, alt].map((s) => (0, import_chunk_core_confusables_version.proposeDiff)({ current: profile, base: NO_BASE, candidates: [], today, ...s })));
  const ids = (d, list) => new Set(d[list].map((x) => x.id));
  const delta = (list) => {
    const before = ids(a, list);
    const after = ids(b, list);
    return { gained: [...after].filter((id) => !before.has(id)).sort(), lost: [...before].filter((id) => !after.has(id)).sort() };
  };
  const belowThreshold = profile.facts.filter((f) => f.kind === "observed" && f.status === "active" && f.layer === "static" && (0, import_chunk_core_context_config.independentEvidence)(f.sources) < alt.config.promoteThreshold).map((f) => f.id);
  return { promotions: delta("promotions"), staleFlags: delta("staleFlags"), belowThreshold };
}
async function compareReplay(input, current, alt) {
  const run = (s) => (0, import_chunk_core_confusables_version.proposeDiff)({
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
    throw new import_chunk_hooks_session_start.UsageError("--what-if: needs --with-config <file> or --with-rules <dir> (or both)");
  }
  const layout = o.paths;
  const inForce = (0, import_chunk_core_context_config.loadConfig)(o.configFile, layout.config);
  const now = { config: inForce.config, rules: (0, import_chunk_io_load_rules.loadRuleSet)(inForce.rulesDir) };
  const altConfig = o.withConfig === void 0 ? { ...inForce, changed: [] } : (0, import_chunk_core_context_config.loadConfigOverlay)(o.configFile, layout.config, o.withConfig);
  if (o.withRules !== void 0 && !(0, import_chunk_io_file_status.pathExists)(o.withRules)) throw new import_chunk_hooks_session_start.NotFoundError(o.withRules, "the rules folder", "check --with-rules");
  const alt = { config: altConfig.config, rules: (0, import_chunk_io_load_rules.loadRuleSet)(o.withRules ?? altConfig.rulesDir) };
  const profile = (0, import_chunk_core_profile_format.readProfile)(layout.profile);
  const nameFacts = (facts) => new Map(facts.map((f) => [f.id, `${f.key}: ${f.value}`]));
  const names = { facts: nameFacts(profile.doc.facts), before: /* @__PURE__ */ new Map(), candidates: /* @__PURE__ */ new Map() };
  const today = await compareToday(profile.doc, o.today, now, alt);
  const replay = [];
  const skipped = [];
  const history = (0, import_chunk_io_lock.readHistoryAsRecovered)(layout);
  const applies = (0, import_chunk_core_utf8_builder.effectiveApplies)(history);
  const earlier = (0, import_chunk_core_confusables_version.earlierTodayWarning)(o.today, applies.at(-1)?.today);
  for (const entry of applies) {
    const skip = (reason) => skipped.push({ diff: entry.diff, reason });
    if (!entry.batch) {
      skip("applied by an earlier version of brain: its batch was never archived");
      continue;
    }
    const batchFile = (0, import_chunk_io_archive.batchPath)(layout, entry.batch);
    const candidates = (0, import_chunk_io_archive.readBatch)(layout, entry.batch);
    if (!candidates) {
      skip(`its batch brain/batches/${entry.batch}.json is missing`);
      continue;
    }
    const diffPath = (0, import_chunk_io_archive.appliedPath)(layout, entry.diff);
    if (!(0, import_chunk_io_file_status.pathExists)(diffPath)) {
      skip(`its diff brain/applied/${entry.diff}.json is missing`);
      continue;
    }
    const backup = entry.backup ? (0, import_node_path.join)(layout.brain, entry.backup) : void 0;
    if (!backup || !(0, import_chunk_io_file_status.pathExists)(backup)) {
      skip(`the profile it was applied to (${entry.backup ?? "no backup recorded"}) is missing`);
      continue;
    }
    const diff = (0, import_chunk_core_utf8_builder.readDiffFile)(diffPath);
    const decisions = diff.candidates.decisions === void 0 ? { declined: [], origins: [] } : (0, import_chunk_io_archive.readDecisions)(layout, diff.candidates.decisions);
    if (!decisions) {
      skip(`its decisions brain/decisions/${diff.candidates.decisions}.json are missing`);
      continue;
    }
    const remembered = (0, import_chunk_core_utf8_builder.rememberedDeclines)(history.slice(0, history.indexOf(entry)));
    const before = (0, import_chunk_core_profile_format.parseProfile)((0, import_chunk_js_yaml_dist_js_yaml.decodeUtf8)((0, import_chunk_js_yaml_dist_js_yaml.readInputBytes)(backup, backup), backup), backup);
    const records = diff.records ? (0, import_chunk_core_record_content.recordsView)(layout, { through: diff.records.through, bodiesOf: (0, import_chunk_core_confusables_version.quotedSources)(candidates) }) : void 0;
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
  return { changed: altConfig.changed, today, warnings: earlier === void 0 ? [] : [earlier], replay, skipped, names };
}
function whatIfText(r, names) {
  const short = (raw) => {
    const text = (0, import_chunk_hooks_session_start.visibleValue)(raw);
    return text.length > 70 ? `${text.slice(0, 69)}\u2026` : text;
  };
  const fact = (id, diff) => {
    const name = (diff === void 0 ? void 0 : names?.before.get(diff)?.get(id)) ?? names?.facts.get(id);
    return name === void 0 ? id : `${id} (${short(name)})`;
  };
  const lines = ["# What if \u2014 nothing was written", ""];
  if (r.changed.length > 0) lines.push(`--with-config changes ${r.changed.join(", ")} (laid over the config in force; everything else stays).`, "");
  lines.push("## Today (the profile as it is)", "");
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
async function runWhatIf(opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const r = await whatIf({
    ...(0, import_chunk_cli_context.useCaseOptions)(ctx),
    withConfig: (0, import_chunk_cli_output.stringOption)(opts.withConfig, "--with-config"),
    withRules: (0, import_chunk_cli_output.stringOption)(opts.withRules, "--with-rules")
  });
  for (const w of r.warnings) import_chunk_cli_output.processOutput.err(`brain: warning: ${w}`);
  import_chunk_cli_output.processOutput.out(
    opts.json === true ? (0, import_chunk_cli_output.json)({ changed: r.changed, today: r.today, replay: r.replay, skipped: r.skipped, ...r.warnings.length > 0 ? { warnings: r.warnings } : {} }) : whatIfText(r, r.names)
  );
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  runWhatIf
});
// brain-digest: 562212ad9d957bf6
