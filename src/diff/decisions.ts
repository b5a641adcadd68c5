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
import { escapePointer } from "../core/validation.js";
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
const LIST_FORM = "a list of decisions {candidate, reason?, by?}, or {declined, origins}";

/** A value as JSON, cut after 60 characters (never inside one) and marked so. */
function shortJson(v: unknown): string {
  const chars = [...(JSON.stringify(v) ?? "nothing")];
  return chars.length > 60 ? `${chars.slice(0, 60).join("")}…` : chars.join("");
}

function indexIssue(at: string, v: unknown): string | undefined {
  return Number.isInteger(v) && (v as number) >= 0 ? undefined : `${at}/candidate: expected a candidate index (a whole number ≥ 0), found ${shortJson(v)}`;
}

function declineIssue(d: unknown, at: string): string | undefined {
  if (typeof d !== "object" || d === null || Array.isArray(d)) return `${at}: expected a decision {candidate, reason?, by?}, found ${shortJson(d)}`;
  const x = d as Record<string, unknown>;
  const extra = Object.keys(x).find((k) => !DECLINE_KEYS.has(k));
  if (extra !== undefined) return `${at}/${escapePointer(extra)}: expected only candidate, reason and by, found ${JSON.stringify(extra)}`;
  if (x.reason !== undefined && typeof x.reason !== "string") return `${at}/reason: expected a string, found ${shortJson(x.reason)}`;
  if (x.by !== undefined && x.by !== "mcp") return `${at}/by: expected "mcp" (a decline made over MCP) or no by, found ${shortJson(x.by)}`;
  return indexIssue(at, x.candidate);
}

function originIssue(o: unknown, at: string): string | undefined {
  if (typeof o !== "object" || o === null || Array.isArray(o)) return `${at}: expected an origin {candidate, origin}, found ${shortJson(o)}`;
  const x = o as Record<string, unknown>;
  const extra = Object.keys(x).find((k) => k !== "candidate" && k !== "origin");
  if (extra !== undefined) return `${at}/${escapePointer(extra)}: expected only candidate and origin, found ${JSON.stringify(extra)}`;
  if (typeof x.origin !== "string" || x.origin === DEFAULT_ORIGIN || !(ORIGINS as readonly string[]).includes(x.origin)) {
    return `${at}/origin: expected one of ${ORIGINS.filter((k) => k !== DEFAULT_ORIGIN).join(", ")} (${DEFAULT_ORIGIN} is never listed), found ${shortJson(x.origin)}`;
  }
  return indexIssue(at, x.candidate);
}

function listIssue(v: unknown, at: string, item: (x: unknown, at: string) => string | undefined): string | undefined {
  if (!Array.isArray(v)) return `${at || "/"}: expected a list, found ${shortJson(v)}`;
  for (const [i, x] of v.entries()) {
    const issue = item(x, `${at}/${i}`);
    if (issue !== undefined) return issue;
  }
  return undefined;
}

/**
 * What is wrong with an archived decisions record, as `/pointer: expected …, found …` (the first
 * problem); undefined when it is one, in either form.
 */
export function decisionsIssue(value: unknown): string | undefined {
  if (Array.isArray(value)) return listIssue(value, "", declineIssue);
  if (typeof value !== "object" || value === null || !Object.keys(value).every((k) => k === "declined" || k === "origins")) {
    return `/: expected ${LIST_FORM}, found ${shortJson(value)}`;
  }
  const x = value as Record<string, unknown>;
  return listIssue(x.declined, "/declined", declineIssue) ?? listIssue(x.origins, "/origins", originIssue);
}

/** The decisions in an archived record (either form), or undefined when it is not one. */
export function parseDecisionsRecord(value: unknown): Decisions | undefined {
  if (decisionsIssue(value) !== undefined) return undefined;
  if (Array.isArray(value)) return { declined: value as OperatorDecline[], origins: [] };
  const x = value as Decisions;
  return { declined: x.declined, origins: x.origins };
}
