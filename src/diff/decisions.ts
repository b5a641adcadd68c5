/**
 * The decisions kept with a batch (brain/decisions/<sha256>.json): the operator's declines and the
 * candidates' origins. Pure: the record's canonical form and its check; src/io/archive.ts reads
 * and writes it.
 *
 * A batch with only plain declines (none made over MCP) and every candidate of origin `session`
 * keeps the form earlier versions wrote — the list of declines — so its diffs keep their ids.
 * Otherwise the record is `{ "declined": [...], "origins": [{ "candidate", "origin" }] }`, listing
 * only the candidates whose origin is not `session`.
 */
import { DEFAULT_ORIGIN, type Origin, ORIGINS } from "../core/origin.js";
import type { OperatorDecline } from "./propose-diff.js";

/** A candidate whose origin is not `session`. */
export interface CandidateOrigin {
  candidate: number;
  origin: Exclude<Origin, "session">;
}

export interface Decisions {
  declined: OperatorDecline[];
  origins: CandidateOrigin[];
}

/** The origins in canonical order (by candidate, one each, `session` left out). */
export function canonicalOrigins(origins: readonly { candidate: number; origin: Origin }[]): CandidateOrigin[] {
  const byCandidate = new Map<number, Origin>();
  for (const o of origins) byCandidate.set(o.candidate, o.origin);
  const kept: CandidateOrigin[] = [];
  for (const [candidate, origin] of byCandidate) if (origin !== "session") kept.push({ candidate, origin });
  return kept.sort((a, b) => a.candidate - b.candidate);
}

/** Every candidate of a batch of `count` given one origin. */
export function originOfAll(origin: Origin, count: number): CandidateOrigin[] {
  if (origin === "session") return [];
  return Array.from({ length: count }, (_, candidate) => ({ candidate, origin }));
}

/** What is archived for these decisions (already canonical), or undefined when there is nothing to keep. */
export function decisionsRecord(d: Decisions): OperatorDecline[] | Decisions | undefined {
  if (d.origins.length === 0 && d.declined.every((x) => x.by === undefined)) return d.declined.length === 0 ? undefined : d.declined;
  return { declined: d.declined, origins: d.origins };
}

const DECLINE_KEYS = new Set(["candidate", "reason", "by"]);

function isDecline(d: unknown): d is OperatorDecline {
  if (typeof d !== "object" || d === null || Array.isArray(d)) return false;
  const x = d as Record<string, unknown>;
  return (
    Number.isInteger(x.candidate) &&
    (x.candidate as number) >= 0 &&
    (x.reason === undefined || typeof x.reason === "string") &&
    (x.by === undefined || x.by === "mcp") &&
    Object.keys(x).every((k) => DECLINE_KEYS.has(k))
  );
}

function isOrigin(o: unknown): o is CandidateOrigin {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return false;
  const x = o as Record<string, unknown>;
  return (
    Number.isInteger(x.candidate) &&
    (x.candidate as number) >= 0 &&
    typeof x.origin === "string" &&
    x.origin !== DEFAULT_ORIGIN &&
    (ORIGINS as readonly string[]).includes(x.origin) &&
    Object.keys(x).every((k) => k === "candidate" || k === "origin")
  );
}

/** The decisions in an archived record (either form), or undefined when it is not one. */
export function parseDecisionsRecord(value: unknown): Decisions | undefined {
  if (Array.isArray(value)) return value.every(isDecline) ? { declined: value, origins: [] } : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  const x = value as Record<string, unknown>;
  if (!Object.keys(x).every((k) => k === "declined" || k === "origins")) return undefined;
  if (!Array.isArray(x.declined) || !x.declined.every(isDecline)) return undefined;
  if (!Array.isArray(x.origins) || !x.origins.every(isOrigin)) return undefined;
  return { declined: x.declined, origins: x.origins };
}
