import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mintArchiveId, mintConflictId, mintEntityId, uniqueId } from "../../src/core/mint-id.js";
import { normalizeKey } from "../../src/core/normalize.js";
import { runs } from "../helpers/runs.js";

// The profile grammar and schemas accept exactly these ids.
const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

describe("mintEntityId", () => {
  it("is the first 12 hex digits of sha256 of the documented seed, the same on every machine", () => {
    // Seed: "brain:v1:entity" NUL kind NUL normalized-key (src/core/mint-id.ts). The literal was
    // cross-checked outside node: printf 'brain:v1:entity\0observed\0job-title' | sha256sum.
    const expected = createHash("sha256").update("brain:v1:entity\0observed\0job-title", "utf8").digest("hex").slice(0, 12);
    expect(expected).toBe("680d9b5c23d9");
    expect(mintEntityId({ kind: "observed", key: "job-title" })).toBe(expected);
    expect(mintEntityId({ kind: "profile-field", key: "job-title" })).toBe("99d7b7daf403");
  });

  it.each(["Job Title", "job-title", "  JOB_TITLE ", "Job\u00a0Title", "ＪＯＢ　ＴＩＴＬＥ", "job__ title"])("%j mints the same id as job-title", (key) => {
    expect(mintEntityId({ kind: "observed", key })).toBe(mintEntityId({ kind: "observed", key: "job-title" }));
  });

  it("depends on the kind and on the key", () => {
    const observed = mintEntityId({ kind: "observed", key: "job-title" });
    expect(mintEntityId({ kind: "profile-field", key: "job-title" })).not.toBe(observed);
    expect(mintEntityId({ kind: "observed", key: "job-titles" })).not.toBe(observed);
    expect(mintEntityId({ kind: "observed", key: "title-job" })).not.toBe(observed);
  });

  it("for any key: a valid id that only sees the normalized key", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), fc.constantFrom("observed" as const, "profile-field" as const), (key, kind) => {
        const id = mintEntityId({ kind, key });
        expect(id).toMatch(/^[0-9a-f]{12}$/);
        expect(id).toMatch(ID_RE);
        expect(mintEntityId({ kind, key: normalizeKey(key) })).toBe(id);
      }),
      { seed: 42, numRuns: runs(500) },
    );
  });
});

describe("conflict and archive ids", () => {
  const key = "preferred-format";
  const value = "Small-group workshops";
  const entity = mintEntityId({ kind: "observed", key });
  const conflict = mintConflictId({ kind: "observed", key, value });
  const archive = mintArchiveId({ id: entity, value, on: "2026-06-01" });

  it("are valid ids, distinct from each other and from the entity id", () => {
    for (const id of [conflict, archive]) expect(id).toMatch(ID_RE);
    expect(new Set([entity, conflict, archive]).size).toBe(3);
  });

  it("are deterministic and see only normalized keys and values", () => {
    expect(mintConflictId({ kind: "observed", key: "Preferred Format", value: "  small-group   WORKSHOPS " })).toBe(conflict);
    expect(mintArchiveId({ id: entity, value: "SMALL-GROUP  workshops", on: "2026-06-01" })).toBe(archive);
  });

  it.each([
    ["another value", mintConflictId({ kind: "observed", key, value: "Written guidance" })],
    ["another key", mintConflictId({ kind: "observed", key: "preferred-medium", value })],
    ["another kind", mintConflictId({ kind: "profile-field", key, value })],
  ])("a conflict id changes with %s", (_what, other) => {
    expect(other).not.toBe(conflict);
  });

  it.each([
    ["another id", mintArchiveId({ id: "0123456789ab", value, on: "2026-06-01" })],
    ["another value", mintArchiveId({ id: entity, value: "Written guidance", on: "2026-06-01" })],
    ["another date", mintArchiveId({ id: entity, value, on: "2026-06-02" })],
  ])("an archive id changes with %s", (_what, other) => {
    expect(other).not.toBe(archive);
  });
});

describe("uniqueId", () => {
  it("returns the preferred id when it is free", () => {
    expect(uniqueId("680d9b5c23d9", new Set())).toBe("680d9b5c23d9");
    expect(uniqueId("680d9b5c23d9", new Set(["0123456789ab"]))).toBe("680d9b5c23d9");
  });

  it("returns a deterministic, distinct, valid id each time the previous one is taken", () => {
    const sequence = (preferred: string, n: number): string[] => {
      const taken = new Set<string>();
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        const id = uniqueId(preferred, taken);
        expect(taken.has(id)).toBe(false);
        taken.add(id);
        out.push(id);
      }
      return out;
    };
    const first = sequence("680d9b5c23d9", 20);
    expect(first[0]).toBe("680d9b5c23d9");
    expect(new Set(first).size).toBe(20);
    for (const id of first) expect(id).toMatch(ID_RE);
    expect(sequence("680d9b5c23d9", 20)).toEqual(first);
    expect(sequence("99d7b7daf403", 20).slice(1)).not.toContain(first[1]);
  });

  it("mints the ids earlier versions minted: the sequence is part of every profile written", () => {
    const taken = new Set(["680d9b5c23d9"]);
    const minted: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = uniqueId("680d9b5c23d9", taken);
      minted.push(id);
      taken.add(id);
    }
    expect(minted).toEqual(["bff2bb0c515e", "913ce9a8c0a8", "0938946972b0"]);
  });

  it("does not depend on what else is taken, only on whether candidates are", () => {
    const taken = new Set(["680d9b5c23d9"]);
    const next = uniqueId("680d9b5c23d9", taken);
    expect(uniqueId("680d9b5c23d9", new Set(["680d9b5c23d9", "unrelated-1", "unrelated-2"]))).toBe(next);
  });
});
