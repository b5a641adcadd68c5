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
__defProp(stdin_exports, "CANDIDATE_GUARDS", { get: () => CANDIDATE_GUARDS, enumerable: true });
__defProp(stdin_exports, "FACT_GUARDS", { get: () => FACT_GUARDS, enumerable: true });
__defProp(stdin_exports, "candidateGuard", { value: candidateGuard, enumerable: true });
__defProp(stdin_exports, "factGuard", { value: factGuard, enumerable: true });
module.exports = __defProp(stdin_exports, "__esModule", { value: true });
var import_chunk_UFQGNHBO = require("./chunk-UFQGNHBO.cjs");
var import_chunk_2JUJKBZN = require("./chunk-2JUJKBZN.cjs");
var refuse = (why, ...paths) => ({ why, paths });
var ANY_SHAPE = ["value", "retire", "resolve"];
var VALUE = ["value"];
var CANDIDATE_GUARDS = {
  reject: { decides: ANY_SHAPE, stores: false, refuses: () => void 0 },
  duplicate: {
    decides: VALUE,
    stores: false,
    refuses: ({ key: k }) => k.sourceSeen ? void 0 : refuse("no fact of the key holds this value with this source", "key.sourceSeen")
  },
  bump: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) => k.sameValue && !k.sourceSeen ? void 0 : refuse("no active fact of the key holds this value from another source", "key.sameValue", "key.sourceSeen")
  },
  add: {
    decides: VALUE,
    stores: true,
    refuses: ({ key: k }) => !k.sameValue && (k.activeFacts === 0 || k.multiValued) ? void 0 : refuse(
      "the key already has an active fact; add is only for a new key or a new member of a multi-valued key",
      "key.activeFacts",
      "key.multiValued",
      "key.sameValue"
    )
  },
  conflict: {
    decides: VALUE,
    stores: true,
    // Apply refuses a conflict on a multi-valued key (its values are members), so propose does too.
    refuses: ({ key: k }) => k.activeFacts > 0 && !k.sameValue && !k.multiValued ? void 0 : refuse("a conflict needs active facts of a single-valued key, none holding this value", "key.activeFacts", "key.sameValue", "key.multiValued")
  },
  supersede: {
    decides: VALUE,
    stores: true,
    refuses: ({ candidate: c, target: t }) => c.hasSupersedes && t.exists && t.active && t.sameKey && t.observed && t.differentValue && !t.claimed ? void 0 : refuse(
      "supersede needs an unclaimed active observed fact of this key named in `supersedes`, holding a different value",
      "candidate.hasSupersedes",
      "target.exists",
      "target.active",
      "target.sameKey",
      "target.observed",
      "target.differentValue",
      "target.claimed"
    )
  },
  retire: {
    decides: ["retire"],
    stores: false,
    refuses: ({ candidate: c, target: t, config }) => {
      if (!(c.hasRetires && t.exists && t.active && t.observed && t.sameKey && !t.claimed)) {
        return refuse(
          "retire needs a retire candidate naming an active observed fact of its key, not already changed in this batch",
          "candidate.hasRetires",
          "target.exists",
          "target.active",
          "target.observed",
          "target.sameKey",
          "target.claimed"
        );
      }
      return (0, import_chunk_2JUJKBZN.retireFromOf)(config).includes(c.provenance) ? void 0 : refuse(`provenance "${c.provenance}" is not in config.retireFrom`, "candidate.provenance");
    }
  },
  resolve: {
    decides: ["resolve"],
    stores: false,
    refuses: ({ candidate: c, key: k, target: t }) => c.hasKeeps && c.provenance === "human" && t.exists && t.active && t.observed && t.sameKey && !t.claimed && k.activeFacts > 1 && !k.multiValued ? void 0 : refuse(
      "resolve needs the operator's own resolve candidate (provenance human) keeping an unclaimed active observed fact of a single-valued key with more than one active value",
      "candidate.hasKeeps",
      "candidate.provenance",
      "target.exists",
      "target.active",
      "target.observed",
      "target.sameKey",
      "target.claimed",
      "key.activeFacts",
      "key.multiValued"
    )
  }
};
function decidesShape(outcome, shape) {
  return (0, import_chunk_UFQGNHBO.isOutcome)("candidate", outcome) && CANDIDATE_GUARDS[outcome].decides.includes(shape);
}
function backedByPublishedRecord(c) {
  return c.provenance === "published" && c.sourceKnown && !c.operatorStatement;
}
function candidateGuard(outcome, s) {
  const { candidate: c, config } = s;
  if (!config.learnFrom.includes(c.provenance) && outcome !== "reject") {
    return refuse(
      `provenance "${c.provenance}" is never learned from (invariant 1: not in config.learnFrom), so it can only be rejected`,
      "candidate.provenance"
    );
  }
  if (c.hasRetires && !decidesShape(outcome, "retire")) return refuse("a retire candidate can only be retired or rejected", "candidate.hasRetires");
  if (c.hasKeeps && !decidesShape(outcome, "resolve")) return refuse("a resolve candidate can only resolve or be rejected", "candidate.hasKeeps");
  if (c.declinedByOperator && outcome !== "reject") {
    return refuse("the operator declined this candidate: it can only be rejected", "candidate.declinedByOperator");
  }
  if (!(0, import_chunk_UFQGNHBO.isOutcome)("candidate", outcome)) return refuse(`"${outcome}" is not a candidate outcome`);
  const guard = CANDIDATE_GUARDS[outcome];
  if (guard.stores && c.provenance === "published" && !backedByPublishedRecord(c)) {
    return refuse(
      "provenance published is stored only for a source that is a known published record",
      "candidate.provenance",
      "candidate.sourceKnown",
      "candidate.operatorStatement"
    );
  }
  return guard.refuses(s);
}
var factRefusal = (f, dynamicOnly) => f.kind === "observed" && f.status === "active" && (f.layer === "dynamic" || !dynamicOnly) ? void 0 : { why: "only active observed facts can be flagged, and only dynamic ones promoted", paths: ["fact.kind", "fact.status", "fact.layer"] };
var FACT_GUARDS = {
  promote: { refuses: (s) => factRefusal(s.fact, true) },
  "decay-flag": { refuses: (s) => factRefusal(s.fact, false) }
};
function factGuard(outcome, s) {
  if (!(0, import_chunk_UFQGNHBO.isOutcome)("fact", outcome)) return { why: `"${outcome}" is not a fact outcome`, paths: [] };
  const guard = FACT_GUARDS[outcome];
  return guard.refuses(s);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CANDIDATE_GUARDS,
  FACT_GUARDS,
  candidateGuard,
  factGuard
});
