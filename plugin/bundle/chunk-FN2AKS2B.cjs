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
var import_chunk_ILOPLORY = require("./chunk-ILOPLORY.cjs");
var import_chunk_ADOP6XQ5 = require("./chunk-ADOP6XQ5.cjs");
var import_chunk_CCEJUPBH = require("./chunk-CCEJUPBH.cjs");
var import_chunk_MODLBMT4 = require("./chunk-MODLBMT4.cjs");
var import_chunk_ZKLDKBZO = require("./chunk-ZKLDKBZO.cjs");
var import_chunk_PONWEAHT = require("./chunk-PONWEAHT.cjs");
var import_chunk_HUKJN7ZL = require("./chunk-HUKJN7ZL.cjs");
var import_chunk_HNKV5JKU = require("./chunk-HNKV5JKU.cjs");
var import_chunk_HHCAOHZ7 = require("./chunk-HHCAOHZ7.cjs");
var import_chunk_CTISREJM = require("./chunk-CTISREJM.cjs");
var import_chunk_JWCE2EMF = require("./chunk-JWCE2EMF.cjs");
var import_chunk_27KKMIMA = require("./chunk-27KKMIMA.cjs");
var import_chunk_Y5D57BPJ = require("./chunk-Y5D57BPJ.cjs");
var import_chunk_XKBEUC22 = require("./chunk-XKBEUC22.cjs");
var import_chunk_UIZZWR4Z = require("./chunk-UIZZWR4Z.cjs");
var import_chunk_JPEM66SS = require("./chunk-JPEM66SS.cjs");
var import_chunk_OJLFWOL6 = require("./chunk-OJLFWOL6.cjs");
var import_chunk_7DXRTB5X = require("./chunk-7DXRTB5X.cjs");
var import_chunk_MP427JM6 = require("./chunk-MP427JM6.cjs");
var import_chunk_MGDTPUOQ = require("./chunk-MGDTPUOQ.cjs");
var import_chunk_FIQNWKAZ = require("./chunk-FIQNWKAZ.cjs");
var import_chunk_S3GTIKJR = require("./chunk-S3GTIKJR.cjs");
var import_chunk_JK2WYQJV = require("./chunk-JK2WYQJV.cjs");
var import_chunk_4VCOELHN = require("./chunk-4VCOELHN.cjs");
var import_chunk_IZ2QSDJC = require("./chunk-IZ2QSDJC.cjs");
var import_chunk_F63JMXOG = require("./chunk-F63JMXOG.cjs");
var import_chunk_QNJFJCZU = require("./chunk-QNJFJCZU.cjs");
var import_chunk_JCQTMGPQ = require("./chunk-JCQTMGPQ.cjs");
var import_chunk_54USVGOH = require("./chunk-54USVGOH.cjs");
var import_chunk_JBCIE4D6 = require("./chunk-JBCIE4D6.cjs");
var import_chunk_5KZXF23Q = require("./chunk-5KZXF23Q.cjs");
var import_chunk_S3F4CPQ5 = require("./chunk-S3F4CPQ5.cjs");
var import_node_path = require("node:path");
var import_node_path2 = require("node:path");
var FIRST_LINE_MAX = 120;
function firstLine(body) {
  const line = body.split("\n").find((l) => l.trim() !== "") ?? "";
  const t = (0, import_chunk_5KZXF23Q.visible)(line.trim());
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
  const { diff, batch, declined } = (0, import_chunk_ILOPLORY.readPending)(o);
  const records = /* @__PURE__ */ new Map();
  for (const r of (0, import_chunk_4VCOELHN.listRecords)(o.paths).records)
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
      title: (0, import_chunk_5KZXF23Q.visible)(title),
      outcome: t?.outcome ?? "none",
      rule: t?.rule ?? "none",
      ...t?.reason !== void 0 ? { reason: t.reason } : {},
      operations: (ops.get(i) ?? []).map(import_chunk_5KZXF23Q.visible),
      evidence: {
        source: (0, import_chunk_5KZXF23Q.visible)(c.source),
        ...records.has(c.source) ? { record: records.get(c.source) } : {},
        unrecorded: c.source.startsWith("human:")
      },
      ...d ? { declined: d.reason !== void 0 ? { reason: d.reason } : {} } : {}
    };
  });
  const facts = [
    ...diff.promotions.map((p) => (0, import_chunk_5KZXF23Q.visible)(`promotes ${p.key}: ${p.value} (${p.id}) to static with ${p.evidence_count} sources`)),
    ...diff.staleFlags.map((f) => (0, import_chunk_5KZXF23Q.visible)(`flags ${f.key}: ${f.value} (${f.id}) as stale: last seen ${f.last_seen}, ${f.days_since_seen} days ago`))
  ];
  return {
    id: diff.id,
    today: diff.today,
    summary: (0, import_chunk_PONWEAHT.summarizeDiff)(diff),
    items,
    facts,
    pendingJson: (0, import_node_path2.resolve)(o.paths.pendingJson),
    applyCommand: (0, import_chunk_ZKLDKBZO.brainCommand)(o, ["consolidate", "--apply", "--diff", (0, import_node_path2.resolve)(o.paths.pendingJson), "--confirm"]),
    declineCommand: (0, import_chunk_ZKLDKBZO.brainCommand)(o, ["decline", "<n\u2026>", "--reason", "<why>"])
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
  const ctx = (0, import_chunk_5KZXF23Q.resolveContext)(opts);
  const o = (0, import_chunk_54USVGOH.useCaseOptions)(ctx);
  const data = reviewData(o);
  const stdin = process.stdin;
  if (!stdin.isTTY || !process.stdout.isTTY) {
    import_chunk_5KZXF23Q.processOutput.out(reviewText(data));
    import_chunk_5KZXF23Q.processOutput.err(
      `brain: review needs a terminal (stdin and stdout); nothing was decided. Decline by index with: ${data.declineCommand}
and apply with: ${data.applyCommand}`
    );
    return import_chunk_JBCIE4D6.EXIT.usage;
  }
  (0, import_chunk_5KZXF23Q.survivePipes)();
  const write = (s) => process.stdout.write(s);
  const say = (s = "") => write(`${s.replace(/\n/g, "\r\n")}\r
`);
  const keys = new Keys(stdin);
  try {
    return await walk(o, data, keys, write, say);
  } catch (e) {
    if (e instanceof Interrupted) {
      keys.close();
      (0, import_chunk_5KZXF23Q.discardUnfinishedWork)();
      import_chunk_5KZXF23Q.processOutput.err("brain: interrupted (Ctrl-C); nothing was decided or written.");
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
    const r = await (0, import_chunk_ILOPLORY.decline)({ ...o, indexes: [], decisions: declines, withdraw: withdrawn });
    expectedId = r.id;
    const changes = [
      ...declines.length > 0 ? [`${declines.length} decline${declines.length === 1 ? "" : "s"}`] : [],
      ...withdrawn.length > 0 ? [`${withdrawn.length} decline${withdrawn.length === 1 ? "" : "s"} withdrawn`] : []
    ];
    say(`Proposed again with ${changes.join(" and ")}: ${r.summary}.`);
    for (const line of (0, import_chunk_ILOPLORY.declineText)(r)) say(line);
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
  const applied = await (0, import_chunk_MODLBMT4.apply)({ ...o, diffFile: (0, import_node_path.resolve)(o.paths.pendingJson), confirm: true, expectedId });
  say((0, import_chunk_MODLBMT4.applyText)(applied));
  return import_chunk_JBCIE4D6.EXIT.ok;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  run
});
