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
var import_chunk_6YDX56XK = require("./chunk-6YDX56XK.cjs");
var import_chunk_2IRY5DZ4 = require("./chunk-2IRY5DZ4.cjs");
var import_chunk_ARRSKXNZ = require("./chunk-ARRSKXNZ.cjs");
var import_chunk_SVDGHN4Q = require("./chunk-SVDGHN4Q.cjs");
var import_chunk_DWL62VX6 = require("./chunk-DWL62VX6.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_EFI262WX = require("./chunk-EFI262WX.cjs");
var import_chunk_7N3E2WF6 = require("./chunk-7N3E2WF6.cjs");
var import_chunk_Q6KOD2MW = require("./chunk-Q6KOD2MW.cjs");
var import_chunk_MF7J646J = require("./chunk-MF7J646J.cjs");
var import_chunk_OHB3RS7W = require("./chunk-OHB3RS7W.cjs");
var import_chunk_JX3GKJUT = require("./chunk-JX3GKJUT.cjs");
var import_chunk_3VBDENUI = require("./chunk-3VBDENUI.cjs");
var import_chunk_IC7MVDBH = require("./chunk-IC7MVDBH.cjs");
var import_chunk_GQ7ZY7NB = require("./chunk-GQ7ZY7NB.cjs");
var import_chunk_KHLILX3Y = require("./chunk-KHLILX3Y.cjs");
var import_chunk_KI7D2T6K = require("./chunk-KI7D2T6K.cjs");
var import_chunk_WOI5AMPJ = require("./chunk-WOI5AMPJ.cjs");
var import_chunk_3CQRI7LJ = require("./chunk-3CQRI7LJ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_RWMC33BO = require("./chunk-RWMC33BO.cjs");
var import_chunk_YM4JW7MF = require("./chunk-YM4JW7MF.cjs");
var import_chunk_F3RURZDZ = require("./chunk-F3RURZDZ.cjs");
var import_chunk_HTHLSEVG = require("./chunk-HTHLSEVG.cjs");
var import_chunk_SIQWQIGU = require("./chunk-SIQWQIGU.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_FZ4K7N5W = require("./chunk-FZ4K7N5W.cjs");
var import_chunk_V2GJBCFY = require("./chunk-V2GJBCFY.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_S4PSTNN7 = require("./chunk-S4PSTNN7.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
var import_node_path2 = require("node:path");
var FIRST_LINE_MAX = 120;
function firstLine(body) {
  const line = body.split("\n").find((l) => l.trim() !== "") ?? "";
  const t = (0, import_chunk_S4PSTNN7.visible)(line.trim());
  return t.length > FIRST_LINE_MAX ? `${t.slice(0, FIRST_LINE_MAX - 1)}\u2026` : t;
}
function operationsByCandidate(diff) {
  const m = /* @__PURE__ */ new Map();
  const put = (i, line) => {
    const list = m.get(i);
    if (list) list.push(line);
    else m.set(i, [line]);
  };
  for (const a of diff.additions) put(a.candidate, `${a.conflict ? "adds a conflicting value" : "adds"} ${a.key}: ${a.value} as ${a.id}`);
  for (const b of diff.evidenceBumps) put(b.candidate, `bumps ${b.id} (${b.key}: ${b.value}) from ${b.evidence_before} to ${b.evidence_after} sources`);
  for (const c of diff.conflicts)
    for (const x of c.incoming) put(x.candidate, `conflicts with ${c.existing.map((e) => `${e.value} (${e.id})`).join(", ")} \u2014 both kept`);
  for (const s of diff.supersedes)
    put(s.candidate, `supersedes ${s.key}: ${s.old.value} \u2192 ${s.winner.value} (the old value is archived as ${s.old.archived_id})`);
  for (const r of diff.retirements ?? []) put(r.candidate, `retires ${r.id} (${r.key}: ${r.value}): ${r.reason}`);
  for (const r of diff.resolutions ?? [])
    put(r.candidate, `keeps ${r.kept.id} (${r.kept.value}); archives ${r.superseded.map((s) => `${s.value} (${s.id})`).join(", ")} as superseded`);
  for (const r of diff.rejected) put(r.candidate, "rejected: changes nothing");
  for (const d of diff.duplicates) put(d.candidate, `duplicate: ${d.source} already counted for ${d.id}; changes nothing`);
  for (const w of diff.warnings) if (w.candidate !== void 0) put(w.candidate, `warning: ${w.message}`);
  return m;
}
function reviewData(o) {
  const { diff, batch, declined } = (0, import_chunk_6YDX56XK.readPending)(o);
  const records = /* @__PURE__ */ new Map();
  for (const r of (0, import_chunk_F3RURZDZ.listRecords)(o.paths).records)
    records.set(`${r.tributary}:${r.id}`, { id: r.id, tributary: r.tributary, date: r.date, firstLine: firstLine(r.body) });
  const ops = operationsByCandidate(diff);
  const trace = new Map(diff.trace.filter((t) => t.candidate !== void 0).map((t) => [t.candidate, t]));
  const declinedAt = new Map(declined.map((d) => [d.candidate, d]));
  const items = batch.map((c, i) => {
    const t = trace.get(i);
    const title = "retires" in c ? `${c.key}: retire ${c.retires} (${c.reason})` : "keeps" in c ? `${c.key}: keep ${c.keeps}${c.reason ? ` (${c.reason})` : ""}` : `${c.key}: ${c.value}`;
    const d = declinedAt.get(i);
    return {
      candidate: i,
      title: (0, import_chunk_S4PSTNN7.visible)(title),
      outcome: t?.outcome ?? "none",
      rule: t?.rule ?? "none",
      ...t?.reason !== void 0 ? { reason: t.reason } : {},
      operations: (ops.get(i) ?? []).map(import_chunk_S4PSTNN7.visible),
      evidence: {
        source: (0, import_chunk_S4PSTNN7.visible)(c.source),
        ...records.has(c.source) ? { record: records.get(c.source) } : {},
        unrecorded: c.source.startsWith("human:")
      },
      ...d ? { declined: d.reason !== void 0 ? { reason: d.reason } : {} } : {}
    };
  });
  const facts = [
    ...diff.promotions.map((p) => (0, import_chunk_S4PSTNN7.visible)(`promotes ${p.key}: ${p.value} (${p.id}) to static with ${p.evidence_count} sources`)),
    ...diff.staleFlags.map((f) => (0, import_chunk_S4PSTNN7.visible)(`flags ${f.key}: ${f.value} (${f.id}) as stale: last seen ${f.last_seen}, ${f.days_since_seen} days ago`))
  ];
  return {
    id: diff.id,
    today: diff.today,
    summary: (0, import_chunk_PONWEAHT.summarizeDiff)(diff),
    items,
    facts,
    pendingJson: (0, import_node_path2.resolve)(o.paths.pendingJson),
    applyCommand: (0, import_chunk_DWL62VX6.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path2.resolve)(o.paths.pendingJson), "--confirm"]),
    declineCommand: (0, import_chunk_DWL62VX6.brainCommand)(o, ["decline", "<n\u2026>", "--reason", "<why>"])
  };
}
function reviewItemText(item, total) {
  const e = item.evidence;
  const evidence = e.record ? `${e.source} (${e.record.date}): ${e.record.firstLine}` : e.unrecorded ? `${e.source} \u2014 operator statement, unrecorded` : `${e.source} \u2014 no ingested record`;
  return [
    `[${item.candidate + 1}/${total}] candidate /${item.candidate}  ${item.title}`,
    `  ${item.outcome} by rule ${item.rule}${item.reason !== void 0 ? ` \u2014 ${item.reason}` : ""}`,
    ...item.operations.map((op) => `  \u2192 ${op}`),
    `  evidence: ${evidence}`,
    ...item.declined ? [`  already declined${item.declined.reason !== void 0 ? `: ${item.declined.reason}` : ""}`] : []
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
  const ctx = (0, import_chunk_S4PSTNN7.resolveContext)(opts);
  const o = (0, import_chunk_V2GJBCFY.useCaseOptions)(ctx);
  const data = reviewData(o);
  const stdin = process.stdin;
  if (!stdin.isTTY || !process.stdout.isTTY) {
    import_chunk_S4PSTNN7.processOutput.out(reviewText(data));
    import_chunk_S4PSTNN7.processOutput.err(
      `brain: review needs a terminal (stdin and stdout); nothing was decided. Decline by index with: ${data.declineCommand}
and apply with: ${data.applyCommand}`
    );
    return import_chunk_JBCIE4D6.EXIT.usage;
  }
  (0, import_chunk_S4PSTNN7.survivePipes)();
  const write = (s) => process.stdout.write(s);
  const say = (s = "") => write(`${s.replace(/\n/g, "\r\n")}\r
`);
  const keys = new Keys(stdin);
  try {
    return await walk(o, data, keys, write, say);
  } catch (e) {
    if (e instanceof Interrupted) {
      keys.close();
      (0, import_chunk_S4PSTNN7.discardUnfinishedWork)();
      import_chunk_S4PSTNN7.processOutput.err("brain: interrupted (Ctrl-C); nothing was decided or written.");
      return import_chunk_JBCIE4D6.EXIT.interrupted;
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
        return import_chunk_JBCIE4D6.EXIT.ok;
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
  let expectedId = data.id;
  if (declines.length > 0 || withdrawn.length > 0) {
    const r = await (0, import_chunk_6YDX56XK.decline)({ ...o, indexes: [], decisions: declines, withdraw: withdrawn });
    expectedId = r.id;
    const changes = [
      ...declines.length > 0 ? [`${declines.length} decline${declines.length === 1 ? "" : "s"}`] : [],
      ...withdrawn.length > 0 ? [`${withdrawn.length} decline${withdrawn.length === 1 ? "" : "s"} withdrawn`] : []
    ];
    say(`Proposed again with ${changes.join(" and ")}: ${r.summary}.`);
    for (const line of (0, import_chunk_6YDX56XK.declineText)(r)) say(line);
    say(`Review: ${r.pendingMd}`);
  }
  if (skipped > 0) {
    say(`${skipped} skipped: nothing is applied. Run brain review again, or apply with: ${data.applyCommand}`);
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  write("Apply now? [y/N] ");
  const k = (await keys.key()).toLowerCase();
  if (k !== "y") {
    say("no");
    say(`Not applied. Apply later with: ${data.applyCommand}`);
    return import_chunk_JBCIE4D6.EXIT.ok;
  }
  say("yes");
  const applied = await (0, import_chunk_SVDGHN4Q.apply)({ ...o, diffFile: (0, import_node_path.resolve)(o.paths.pendingJson), confirm: true, expectedId });
  say((0, import_chunk_SVDGHN4Q.applyText)(applied));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
