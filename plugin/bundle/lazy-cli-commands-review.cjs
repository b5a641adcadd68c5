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
var import_chunk_usecases_decline = require("./chunk-usecases-decline.cjs");
var import_chunk_usecases_operator_statement = require("./chunk-usecases-operator-statement.cjs");
var import_chunk_cli_wrap = require("./chunk-cli-wrap.cjs");
var import_chunk_usecases_carry_over = require("./chunk-usecases-carry-over.cjs");
var import_chunk_usecases_apply = require("./chunk-usecases-apply.cjs");
var import_chunk_io_context_file = require("./chunk-io-context-file.cjs");
var import_chunk_diff_session_context = require("./chunk-diff-session-context.cjs");
var import_chunk_core_open_conflicts = require("./chunk-core-open-conflicts.cjs");
var import_chunk_core_confusables_version = require("./chunk-core-confusables-version.cjs");
var import_chunk_clone_clone = require("./chunk-clone-clone.cjs");
var import_chunk_io_load_rules = require("./chunk-io-load-rules.cjs");
var import_chunk_diff_apply_diff = require("./chunk-diff-apply-diff.cjs");
var import_chunk_io_archive = require("./chunk-io-archive.cjs");
var import_chunk_core_candidates = require("./chunk-core-candidates.cjs");
var import_chunk_core_origin = require("./chunk-core-origin.cjs");
var import_chunk_io_file_status = require("./chunk-io-file-status.cjs");
var import_chunk_diff_render_diff_md = require("./chunk-diff-render-diff-md.cjs");
var import_chunk_core_expected_id = require("./chunk-core-expected-id.cjs");
var import_chunk_diff_similar_keys = require("./chunk-diff-similar-keys.cjs");
var import_chunk_core_version = require("./chunk-core-version.cjs");
var import_chunk_rules_conditions = require("./chunk-rules-conditions.cjs");
var import_chunk_diff_operations = require("./chunk-diff-operations.cjs");
var import_chunk_io_lock = require("./chunk-io-lock.cjs");
var import_chunk_core_agent_written = require("./chunk-core-agent-written.cjs");
var import_chunk_core_key_glob = require("./chunk-core-key-glob.cjs");
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
var import_node_path2 = require("node:path");
var EVIDENCE_LINE_MAX = 120;
function folded(text) {
  return (0, import_chunk_core_quote.foldQuoteText)(text.normalize("NFKC")).toLowerCase();
}
function evidenceLine(quote, body, value) {
  const lines = body.split("\n").filter((l) => l.trim() !== "");
  for (const sought of [quote, value]) {
    if (sought === void 0) continue;
    const want = folded(sought);
    if (want === "") continue;
    for (const line of lines) {
      const at = folded(line).indexOf(want);
      if (at >= 0) return shown(line, at);
    }
  }
  return shown(lines[0] ?? "", 0);
}
function shown(line, at) {
  const text = (0, import_chunk_hooks_session_start.visible)(line.trim());
  if (text.length <= EVIDENCE_LINE_MAX) return text;
  let start = at <= EVIDENCE_LINE_MAX / 3 ? 0 : Math.min(at - 20, text.length - EVIDENCE_LINE_MAX);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space >= 0 && space < at ? space + 1 : start;
  }
  const head = start > 0 ? "\u2026" : "";
  const room = EVIDENCE_LINE_MAX - head.length - 1;
  let end = start + room;
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return `${head}${text.slice(start, end)}${end < text.length ? "\u2026" : ""}`;
}
function operationsByCandidate(diff, ctx) {
  const m = /* @__PURE__ */ new Map();
  const put = (i, line) => {
    const list = m.get(i);
    if (list) list.push(line);
    else m.set(i, [line]);
  };
  for (const { spec, entry } of (0, import_chunk_core_agent_written.candidateOperations)(diff)) for (const line of spec.reviewLines(entry, ctx)) put(entry.candidate, line);
  for (const w of diff.warnings) if (w.candidate !== void 0) put(w.candidate, `warning: ${w.message}`);
  return m;
}
function reviewData(o) {
  const { diff, batch, declined } = (0, import_chunk_usecases_carry_over.readPending)(o);
  const records = /* @__PURE__ */ new Map();
  for (const r of (0, import_chunk_core_record_content.listRecords)(o.paths).records) records.set(`${r.tributary}:${r.id}`, { id: r.id, tributary: r.tributary, date: r.date, body: r.body });
  const agentPromotions = new Set(diff.agent_written?.promotions ?? []);
  const ctx = { conflictOf: (0, import_chunk_core_agent_written.conflictOfCandidate)(diff), agentPromotion: (id) => agentPromotions.has(id) };
  const ops = operationsByCandidate(diff, ctx);
  const trace = new Map(diff.trace.filter((t) => t.candidate !== void 0).map((t) => [t.candidate, t]));
  const declinedAt = new Map(declined.map((d) => [d.candidate, d]));
  const matched = new Map((diff.declined_matches ?? []).map((m) => [m.candidate, m.match]));
  const agentWritten = new Set(diff.agent_written?.candidates ?? []);
  const items = batch.map((c, i) => {
    const t = trace.get(i);
    const key = t?.key_alias !== void 0 ? `${t.key_alias} \u2192 ${(0, import_chunk_core_context_config.aliasTarget)(diff.config.keyAliases, t.key_alias)} (alias)` : c.key;
    const title = "retires" in c ? `${key}: retire ${c.retires} (${c.reason})` : "keeps" in c ? `${key}: keep ${c.keeps}${c.reason ? ` (${c.reason})` : ""}` : `${key}: ${c.value}${c.reason ? ` (${c.reason})` : ""}`;
    const d = declinedAt.get(i);
    const match = matched.get(i);
    const cited = records.get(c.source);
    const record = cited && {
      id: cited.id,
      tributary: cited.tributary,
      date: cited.date,
      line: evidenceLine("quote" in c ? c.quote : void 0, cited.body, "value" in c ? c.value : void 0)
    };
    return {
      candidate: i,
      title: (0, import_chunk_hooks_session_start.visible)(title),
      outcome: t?.outcome ?? "none",
      rule: t?.rule ?? "none",
      ...t?.reason !== void 0 ? { reason: t.reason } : {},
      operations: (ops.get(i) ?? []).map(import_chunk_hooks_session_start.visible),
      evidence: {
        source: (0, import_chunk_hooks_session_start.visible)(c.source),
        ...record ? { record } : {},
        unrecorded: c.source.startsWith("human:"),
        ...t?.origin === "agent" ? { agentWritten: "added" } : agentWritten.has(i) ? { agentWritten: "record" } : {},
        ...c.quote !== void 0 ? { quote: { text: (0, import_chunk_hooks_session_start.visible)(c.quote), found: t?.quote_found ?? null } } : {}
      },
      ...d ? { declined: { ...d.reason !== void 0 ? { reason: d.reason } : {}, ...d.by === "mcp" ? { overMcp: true } : {} } } : {},
      ...match ? { matchesDecline: match.by === "mcp" ? { overMcp: true } : {} } : {}
    };
  });
  const facts = (0, import_chunk_core_agent_written.factOperations)(diff).map(({ spec, entry }) => (0, import_chunk_hooks_session_start.visible)(spec.reviewLine(entry, ctx)));
  return {
    id: diff.id,
    today: diff.today,
    summary: (0, import_chunk_diff_operations.summarizeDiff)(diff),
    items,
    facts,
    pendingJson: (0, import_node_path2.resolve)(o.paths.pendingJson),
    applyCommand: (0, import_chunk_diff_render_diff_md.applyCommand)(o, diff.id),
    declineCommand: (0, import_chunk_diff_render_diff_md.brainCommand)(o, ["decline", "<n\u2026>", "--reason", "<why>", "--expect", (0, import_chunk_core_expected_id.shownId)(diff.id)])
  };
}
function reviewItemText(item, total) {
  const e = item.evidence;
  const evidence = (e.record ? `${e.source} (${e.record.date}): ${e.record.line}` : e.unrecorded ? `${e.source} \u2014 operator statement, unrecorded` : `${e.source} \u2014 no ingested record`) + (e.agentWritten === "record" ? ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN} record (stored by an agent through brain's MCP server)` : e.agentWritten === "added" ? ` \u2014 ${import_chunk_core_agent_written.AGENT_WRITTEN}: added by an agent through brain's MCP server` : "");
  return [
    `[${item.candidate + 1}/${total}] candidate /${item.candidate}  ${item.title}`,
    `  ${item.outcome} by rule ${item.rule}${item.reason !== void 0 ? ` \u2014 ${item.reason}` : ""}`,
    ...item.operations.map((op) => `  \u2192 ${op}`),
    `  evidence: ${evidence}`,
    ...e.quote ? [`  quote${(0, import_chunk_core_quote.quoteVerdict)(e.quote.found, e.source)}: \u201C${e.quote.text}\u201D`] : [],
    ...item.declined ? [`  already declined${item.declined.overMcp ? ` (${import_chunk_core_agent_written.DECLINED_OVER_MCP})` : ""}${item.declined.reason !== void 0 ? `: ${item.declined.reason}` : ""}`] : [],
    ...item.matchesDecline ? [`  matches a remembered decline${item.matchesDecline.overMcp ? ` (${import_chunk_core_agent_written.DECLINED_OVER_MCP})` : ""}`] : []
  ].join("\n");
}
function reviewText(r) {
  return [
    `Pending diff ${r.id.slice(0, 12)} for ${r.today}: ${r.summary}.`,
    "",
    ...r.items.map((item) => `${reviewItemText(item, r.items.length)}
`),
    ...r.facts.length > 0 ? ["Following from the rest (no candidate caused these):", ...r.facts.map((f) => `  ${f}`), ""] : []
  ].join("\n");
}
var CTRL_C = "";
var Interrupted = class extends Error {
};
var Keys = class {
  #queue = [];
  #waiting;
  #onData = (chunk) => {
    for (const ch of chunk.toString("utf8")) {
      if (this.#waiting) {
        const w = this.#waiting;
        this.#waiting = void 0;
        w(ch);
      } else this.#queue.push(ch);
    }
  };
  input;
  constructor(input) {
    this.input = input;
    input.setRawMode(true);
    input.on("data", this.#onData);
    input.resume();
  }
  /** The next keystroke; Ctrl-C throws Interrupted. */
  async key() {
    const k = this.#queue.shift() ?? await new Promise((resolve3) => this.#waiting = resolve3);
    if (k === CTRL_C) throw new Interrupted();
    return k;
  }
  /** One line, echoed, ended by Enter; Backspace edits. */
  async line(write) {
    let text = "";
    for (; ; ) {
      const k = await this.key();
      if (k === "\r" || k === "\n") {
        write("\r\n");
        return text;
      }
      if (k === "\x7F" || k === "\b") {
        if (text.length > 0) {
          text = [...text].slice(0, -1).join("");
          write("\b \b");
        }
      } else if (k >= " ") {
        text += k;
        write(k);
      }
    }
  }
  /** Restores the terminal: cooked mode, stdin no longer read. */
  close() {
    this.input.off("data", this.#onData);
    try {
      this.input.setRawMode(false);
    } finally {
      this.input.pause();
    }
  }
};
async function run(_args, opts) {
  const ctx = (0, import_chunk_cli_output.resolveContext)(opts);
  const o = (0, import_chunk_cli_context.useCaseOptions)(ctx);
  const data = reviewData(o);
  const stdin = process.stdin;
  if (!stdin.isTTY || !process.stdout.isTTY) {
    import_chunk_cli_output.processOutput.out(reviewText(data));
    import_chunk_cli_output.processOutput.err(
      `brain: review needs a terminal (stdin and stdout); nothing was decided. Decline by index with: ${data.declineCommand}
and apply with: ${data.applyCommand}`
    );
    return import_chunk_cli_exit_codes.EXIT.usage;
  }
  (0, import_chunk_cli_output.survivePipes)();
  const keys = new Keys(stdin);
  try {
    return await walk(o, data, keys, terminalScreen());
  } catch (e) {
    if (e instanceof Interrupted) {
      keys.close();
      (0, import_chunk_cli_output.discardUnfinishedWork)();
      import_chunk_cli_output.processOutput.err("brain: interrupted (Ctrl-C); nothing was decided or written.");
      return import_chunk_cli_exit_codes.EXIT.interrupted;
    }
    throw e;
  } finally {
    keys.close();
  }
}
function terminalScreen() {
  let column = 0;
  const width = () => process.stdout.columns ?? 0;
  const wrapped = (s) => width() > 0 ? (0, import_chunk_cli_wrap.wrapText)(s, width()) : s;
  const write = (s) => {
    process.stdout.write(s);
    const nl = s.lastIndexOf("\n");
    column = nl >= 0 ? s.length - nl - 1 : column + s.length;
  };
  return {
    write,
    say: (s = "") => {
      const text = wrapped(s);
      if (column > 0 && width() > 0 && column + text.split("\n")[0].length > width()) write("\r\n");
      write(`${text.replace(/\n/g, "\r\n")}\r
`);
    },
    ask: (s) => write(`${wrapped(s.trimEnd()).replace(/\n/g, "\r\n")} `)
  };
}
async function walk(o, data, keys, screen) {
  const { write, say, ask } = screen;
  say(`Pending diff ${data.id.slice(0, 12)} for ${data.today}: ${data.summary}.`);
  say("For each candidate: a accept, A accept it and all the rest, d decline, s skip, q quit (nothing changes).");
  say();
  const declines = [];
  const withdrawn = [];
  let skipped = 0;
  let acceptRest = false;
  for (const item of data.items) {
    if (acceptRest) {
      if (item.declined) withdrawn.push(item.candidate);
      continue;
    }
    say(reviewItemText(item, data.items.length));
    for (; ; ) {
      ask("  [a]ccept [A]ccept the rest [d]ecline [s]kip [q]uit:");
      const typed = await keys.key();
      if (typed === "A") {
        const rest = data.items.length - data.items.indexOf(item);
        const withdrawing = data.items.slice(data.items.indexOf(item)).filter((i) => i.declined).length;
        if (item.declined) withdrawn.push(item.candidate);
        acceptRest = true;
        say("accept the rest");
        say(
          `  ${rest} candidate${rest === 1 ? "" : "s"} accepted, this one and every one after it${withdrawing > 0 ? ` (${withdrawing} earlier decline${withdrawing === 1 ? "" : "s"} withdrawn)` : ""}.`
        );
        break;
      }
      const k2 = typed.toLowerCase();
      if (k2 === "a") {
        if (item.declined) withdrawn.push(item.candidate);
        say(item.declined ? "accept (the earlier decline is withdrawn)" : "accept");
        break;
      }
      if (k2 === "s") {
        say("skip");
        skipped++;
        break;
      }
      if (k2 === "q") {
        say("quit");
        say("Nothing was changed.");
        return import_chunk_cli_exit_codes.EXIT.ok;
      }
      if (k2 === "d") {
        say("decline");
        ask("  reason (one line, Enter to finish; empty for none):");
        const reason = (await keys.line(write)).trim();
        declines.push(reason === "" ? { candidate: item.candidate } : { candidate: item.candidate, reason });
        break;
      }
      say(`"${k2 === "\r" ? "Enter" : typed}" is not one of a, A, d, s, q`);
    }
    say();
  }
  if (data.facts.length > 0) {
    say("Following from the rest (no candidate caused these):");
    for (const f of data.facts) say(`  ${f}`);
    say();
  }
  let shown2 = data.id;
  let applyLater = data.applyCommand;
  if (declines.length > 0 || withdrawn.length > 0) {
    const r = await (0, import_chunk_usecases_decline.decline)({ ...o, indexes: [], decisions: declines, withdraw: withdrawn, expectedId: shown2 });
    shown2 = r.id;
    applyLater = r.applyCommand;
    const changes = [
      ...declines.length > 0 ? [`${declines.length} decline${declines.length === 1 ? "" : "s"}`] : [],
      ...withdrawn.length > 0 ? [`${withdrawn.length} decline${withdrawn.length === 1 ? "" : "s"} withdrawn`] : []
    ];
    say(`Proposed again with ${changes.join(" and ")}: ${r.summary}; now diff ${r.id.slice(0, 12)}.`);
    for (const line of (0, import_chunk_usecases_decline.declineText)(r)) say(line);
    say(`Review: ${r.pendingMd}`);
  }
  if (skipped > 0) {
    say(`${skipped} skipped: nothing is applied. Run brain review again, or apply with: ${applyLater}`);
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  ask("Apply now? [y/N]");
  const k = (await keys.key()).toLowerCase();
  if (k !== "y") {
    say("no");
    say(`Not applied. Apply later with: ${applyLater}`);
    return import_chunk_cli_exit_codes.EXIT.ok;
  }
  say("yes");
  const applied = await (0, import_chunk_usecases_apply.apply)({ ...o, diffFile: (0, import_node_path.resolve)(o.paths.pendingJson), confirm: true, expectedId: shown2 });
  say((0, import_chunk_usecases_apply.applyText)(applied));
  return import_chunk_cli_exit_codes.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
// brain-digest: 7336dfc370282b76
