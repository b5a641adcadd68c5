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
var import_chunk_EHYRGRLS = require("./chunk-EHYRGRLS.cjs");
var import_chunk_6UY5MRXR = require("./chunk-6UY5MRXR.cjs");
var import_chunk_JTSAVRSB = require("./chunk-JTSAVRSB.cjs");
var import_chunk_3SRUFBAG = require("./chunk-3SRUFBAG.cjs");
var import_chunk_NKAGCYLK = require("./chunk-NKAGCYLK.cjs");
var import_chunk_UXUUUEGC = require("./chunk-UXUUUEGC.cjs");
var import_chunk_X327KYQS = require("./chunk-X327KYQS.cjs");
var import_chunk_75TG4X2Z = require("./chunk-75TG4X2Z.cjs");
var import_chunk_W472L43B = require("./chunk-W472L43B.cjs");
var import_chunk_IX6XWLAU = require("./chunk-IX6XWLAU.cjs");
var import_chunk_D5ULY43E = require("./chunk-D5ULY43E.cjs");
var import_chunk_QQQA7R2G = require("./chunk-QQQA7R2G.cjs");
var import_chunk_333QZTHR = require("./chunk-333QZTHR.cjs");
var import_chunk_ZGEPS35H = require("./chunk-ZGEPS35H.cjs");
var import_chunk_OGTKZBCL = require("./chunk-OGTKZBCL.cjs");
var import_chunk_E7NPQXV2 = require("./chunk-E7NPQXV2.cjs");
var import_chunk_FO4AKBKN = require("./chunk-FO4AKBKN.cjs");
var import_chunk_35YTIJKW = require("./chunk-35YTIJKW.cjs");
var import_chunk_TBJ5WJAX = require("./chunk-TBJ5WJAX.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_IRFRMPYX = require("./chunk-IRFRMPYX.cjs");
var import_chunk_YWWM4LWV = require("./chunk-YWWM4LWV.cjs");
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_LW5KK7CN = require("./chunk-LW5KK7CN.cjs");
var import_chunk_PHZ6VYPN = require("./chunk-PHZ6VYPN.cjs");
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
var import_node_path2 = require("node:path");
var FIRST_LINE_MAX = 120;
function firstLine(body) {
  const line = body.split("\n").find((l) => l.trim() !== "") ?? "";
  const t = (0, import_chunk_L7PYBWE7.visible)(line.trim());
  return t.length > FIRST_LINE_MAX ? `${t.slice(0, FIRST_LINE_MAX - 1)}\u2026` : t;
}
function operationsByCandidate(diff, ctx) {
  const m = /* @__PURE__ */ new Map();
  const put = (i, line) => {
    const list = m.get(i);
    if (list) list.push(line);
    else m.set(i, [line]);
  };
  for (const { spec, entry } of (0, import_chunk_FO4AKBKN.candidateOperations)(diff)) for (const line of spec.reviewLines(entry, ctx)) put(entry.candidate, line);
  for (const w of diff.warnings) if (w.candidate !== void 0) put(w.candidate, `warning: ${w.message}`);
  return m;
}
function reviewData(o) {
  const { diff, batch, declined } = (0, import_chunk_EHYRGRLS.readPending)(o);
  const records = /* @__PURE__ */ new Map();
  for (const r of (0, import_chunk_LZDD4S23.listRecords)(o.paths).records)
    records.set(`${r.tributary}:${r.id}`, { id: r.id, tributary: r.tributary, date: r.date, firstLine: firstLine(r.body) });
  const agentPromotions = new Set(diff.agent_written?.promotions ?? []);
  const ctx = { conflictOf: (0, import_chunk_FO4AKBKN.conflictOfCandidate)(diff), agentPromotion: (id) => agentPromotions.has(id) };
  const ops = operationsByCandidate(diff, ctx);
  const trace = new Map(diff.trace.filter((t) => t.candidate !== void 0).map((t) => [t.candidate, t]));
  const declinedAt = new Map(declined.map((d) => [d.candidate, d]));
  const matched = new Map((diff.declined_matches ?? []).map((m) => [m.candidate, m.match]));
  const agentWritten = new Set(diff.agent_written?.candidates ?? []);
  const items = batch.map((c, i) => {
    const t = trace.get(i);
    const title = "retires" in c ? `${c.key}: retire ${c.retires} (${c.reason})` : "keeps" in c ? `${c.key}: keep ${c.keeps}${c.reason ? ` (${c.reason})` : ""}` : `${c.key}: ${c.value}`;
    const d = declinedAt.get(i);
    const match = matched.get(i);
    return {
      candidate: i,
      title: (0, import_chunk_L7PYBWE7.visible)(title),
      outcome: t?.outcome ?? "none",
      rule: t?.rule ?? "none",
      ...t?.reason !== void 0 ? { reason: t.reason } : {},
      operations: (ops.get(i) ?? []).map(import_chunk_L7PYBWE7.visible),
      evidence: {
        source: (0, import_chunk_L7PYBWE7.visible)(c.source),
        ...records.has(c.source) ? { record: records.get(c.source) } : {},
        unrecorded: c.source.startsWith("human:"),
        ...t?.origin === "agent" ? { agentWritten: "added" } : agentWritten.has(i) ? { agentWritten: "record" } : {}
      },
      ...d ? { declined: { ...d.reason !== void 0 ? { reason: d.reason } : {}, ...d.by === "mcp" ? { overMcp: true } : {} } } : {},
      ...match ? { matchesDecline: match.by === "mcp" ? { overMcp: true } : {} } : {}
    };
  });
  const facts = (0, import_chunk_FO4AKBKN.factOperations)(diff).map(({ spec, entry }) => (0, import_chunk_L7PYBWE7.visible)(spec.reviewLine(entry, ctx)));
  return {
    id: diff.id,
    today: diff.today,
    summary: (0, import_chunk_OGTKZBCL.summarizeDiff)(diff),
    items,
    facts,
    pendingJson: (0, import_node_path2.resolve)(o.paths.pendingJson),
    applyCommand: (0, import_chunk_OGTKZBCL.applyCommand)(o, diff.id),
    declineCommand: (0, import_chunk_OGTKZBCL.brainCommand)(o, ["decline", "<n\u2026>", "--reason", "<why>", "--expect", (0, import_chunk_E7NPQXV2.shownId)(diff.id)])
  };
}
function reviewItemText(item, total) {
  const e = item.evidence;
  const evidence = (e.record ? `${e.source} (${e.record.date}): ${e.record.firstLine}` : e.unrecorded ? `${e.source} \u2014 operator statement, unrecorded` : `${e.source} \u2014 no ingested record`) + (e.agentWritten === "record" ? ` \u2014 ${import_chunk_TBJ5WJAX.AGENT_WRITTEN} record (stored by an agent through brain's MCP server)` : e.agentWritten === "added" ? ` \u2014 ${import_chunk_TBJ5WJAX.AGENT_WRITTEN}: added by an agent through brain's MCP server` : "");
  return [
    `[${item.candidate + 1}/${total}] candidate /${item.candidate}  ${item.title}`,
    `  ${item.outcome} by rule ${item.rule}${item.reason !== void 0 ? ` \u2014 ${item.reason}` : ""}`,
    ...item.operations.map((op) => `  \u2192 ${op}`),
    `  evidence: ${evidence}`,
    ...item.declined ? [`  already declined${item.declined.overMcp ? ` (${import_chunk_TBJ5WJAX.DECLINED_OVER_MCP})` : ""}${item.declined.reason !== void 0 ? `: ${item.declined.reason}` : ""}`] : [],
    ...item.matchesDecline ? [`  matches a remembered decline${item.matchesDecline.overMcp ? ` (${import_chunk_TBJ5WJAX.DECLINED_OVER_MCP})` : ""}`] : []
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
  const ctx = (0, import_chunk_L7PYBWE7.resolveContext)(opts);
  const o = (0, import_chunk_Z7JLH7UY.useCaseOptions)(ctx);
  const data = reviewData(o);
  const stdin = process.stdin;
  if (!stdin.isTTY || !process.stdout.isTTY) {
    import_chunk_L7PYBWE7.processOutput.out(reviewText(data));
    import_chunk_L7PYBWE7.processOutput.err(
      `brain: review needs a terminal (stdin and stdout); nothing was decided. Decline by index with: ${data.declineCommand}
and apply with: ${data.applyCommand}`
    );
    return import_chunk_WO6Y3IW2.EXIT.usage;
  }
  (0, import_chunk_L7PYBWE7.survivePipes)();
  const write = (s) => process.stdout.write(s);
  const say = (s = "") => write(`${s.replace(/\n/g, "\r\n")}\r
`);
  const keys = new Keys(stdin);
  try {
    return await walk(o, data, keys, write, say);
  } catch (e) {
    if (e instanceof Interrupted) {
      keys.close();
      (0, import_chunk_L7PYBWE7.discardUnfinishedWork)();
      import_chunk_L7PYBWE7.processOutput.err("brain: interrupted (Ctrl-C); nothing was decided or written.");
      return import_chunk_WO6Y3IW2.EXIT.interrupted;
    }
    throw e;
  } finally {
    keys.close();
  }
}
async function walk(o, data, keys, write, say) {
  say(`Pending diff ${data.id.slice(0, 12)} for ${data.today}: ${data.summary}.`);
  say("For each candidate: a accept, d decline, s skip, q quit (nothing changes).");
  say();
  const declines = [];
  const withdrawn = [];
  let skipped = 0;
  for (const item of data.items) {
    say(reviewItemText(item, data.items.length));
    for (; ; ) {
      write("  [a]ccept [d]ecline [s]kip [q]uit: ");
      const k2 = (await keys.key()).toLowerCase();
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
        return import_chunk_WO6Y3IW2.EXIT.ok;
      }
      if (k2 === "d") {
        say("decline");
        write("  reason (one line, Enter to finish; empty for none): ");
        const reason = (await keys.line(write)).trim();
        declines.push(reason === "" ? { candidate: item.candidate } : { candidate: item.candidate, reason });
        break;
      }
      say(`"${k2 === "\r" ? "Enter" : k2}" is not one of a, d, s, q`);
    }
    say();
  }
  if (data.facts.length > 0) {
    say("Following from the rest (no candidate caused these):");
    for (const f of data.facts) say(`  ${f}`);
    say();
  }
  let shown = data.id;
  let applyLater = data.applyCommand;
  if (declines.length > 0 || withdrawn.length > 0) {
    const r = await (0, import_chunk_EHYRGRLS.decline)({ ...o, indexes: [], decisions: declines, withdraw: withdrawn, expectedId: shown });
    shown = r.id;
    applyLater = r.applyCommand;
    const changes = [
      ...declines.length > 0 ? [`${declines.length} decline${declines.length === 1 ? "" : "s"}`] : [],
      ...withdrawn.length > 0 ? [`${withdrawn.length} decline${withdrawn.length === 1 ? "" : "s"} withdrawn`] : []
    ];
    say(`Proposed again with ${changes.join(" and ")}: ${r.summary}; now diff ${r.id.slice(0, 12)}.`);
    for (const line of (0, import_chunk_EHYRGRLS.declineText)(r)) say(line);
    say(`Review: ${r.pendingMd}`);
  }
  if (skipped > 0) {
    say(`${skipped} skipped: nothing is applied. Run brain review again, or apply with: ${applyLater}`);
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  write("Apply now? [y/N] ");
  const k = (await keys.key()).toLowerCase();
  if (k !== "y") {
    say("no");
    say(`Not applied. Apply later with: ${applyLater}`);
    return import_chunk_WO6Y3IW2.EXIT.ok;
  }
  say("yes");
  const applied = await (0, import_chunk_3SRUFBAG.apply)({ ...o, diffFile: (0, import_node_path.resolve)(o.paths.pendingJson), confirm: true, expectedId: shown });
  say((0, import_chunk_3SRUFBAG.applyText)(applied));
  return import_chunk_WO6Y3IW2.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
