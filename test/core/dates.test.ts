/**
 * Calendar dates (src/core/dates.ts): `YYYY-MM-DD` that names a real day of the proleptic Gregorian
 * calendar, whole days between two such dates, and the later or earlier of two. Calendar facts come
 * from JavaScript's Date (with setUTCFullYear, which does not move years 0–99 to the 1900s) and from
 * a day count written out by hand, never from the module itself.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysBetween, isIsoDate, maxDate, minDate } from "../../src/core/dates.js";
import { runs } from "../helpers/runs.js";

const pad = (n: number, width: number): string => String(n).padStart(width, "0");
const iso = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** Whether Date keeps year, month and day as given: it rolls an impossible day into the next month. */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days since 0001-01-01 counted by hand: whole years, then whole months, then days. */
function dayNumber(year: number, month: number, day: number): number {
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const monthLengths = [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let days = 0;
  for (let y = 1; y < year; y++) days += leap(y) ? 366 : 365;
  for (let m = 1; m < month; m++) days += monthLengths[m - 1]!;
  return days + day - 1;
}

const realDate = fc
  .record({ year: fc.integer({ min: 1, max: 2400 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .filter(({ year, month, day }) => isRealDay(year, month, day));

describe("isIsoDate", () => {
  it.each([
    { text: "2026-01-01", real: true },
    { text: "2026-01-31", real: true },
    { text: "2026-01-32", real: false },
    { text: "2026-01-00", real: false },
    { text: "2026-00-01", real: false },
    { text: "2026-00-00", real: false },
    { text: "2026-13-01", real: false },
    { text: "2026-12-31", real: true },
    { text: "2026-04-30", real: true },
    { text: "2026-04-31", real: false },
    { text: "2026-02-28", real: true },
    { text: "2026-02-29", real: false },
    { text: "2024-02-29", real: true },
    { text: "2024-02-30", real: false },
    { text: "2100-02-29", real: false },
    { text: "2000-02-29", real: true },
    { text: "1900-02-29", real: false },
    { text: "0000-02-29", real: true },
    { text: "0004-02-29", real: true },
    { text: "0100-02-29", real: false },
    { text: "9999-12-31", real: true },
    { text: "2026-99-99", real: false },
  ])("$text is a real calendar date: $real", ({ text, real }) => {
    expect(isIsoDate(text)).toBe(real);
  });

  it.each([
    { name: "the empty text", text: "" },
    { name: "a one-digit month and day", text: "2026-1-1" },
    { name: "a two-digit year", text: "26-01-01" },
    { name: "a five-digit year", text: "02026-01-01" },
    { name: "slashes", text: "2026/01/01" },
    { name: "a time after the date", text: "2026-01-01T00:00:00Z" },
    { name: "a leading space", text: " 2026-01-01" },
    { name: "a trailing newline", text: "2026-01-01\n" },
    { name: "a sign before the year", text: "+2026-01-01" },
    { name: "full-width digits", text: "\uff12\uff10\uff12\uff16-01-01" },
  ])("refuses $name", ({ text }) => {
    expect(isIsoDate(text)).toBe(false);
  });

  it("accepts exactly the days JavaScript's calendar has, for every month 0–13 and day 0–32 of years around each leap rule", () => {
    for (const year of [0, 1, 4, 99, 100, 200, 400, 1900, 1999, 2000, 2023, 2024, 2026, 2100, 2400, 9999]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          expect([iso(year, month, day), isIsoDate(iso(year, month, day))]).toEqual([iso(year, month, day), isRealDay(year, month, day)]);
        }
      }
    }
  });

  it("agrees with JavaScript's calendar on any year", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (year, month, day) => {
        expect(isIsoDate(iso(year, month, day))).toBe(isRealDay(year, month, day));
      }),
      { seed: 20, numRuns: runs(2000) },
    );
  });
});

describe("daysBetween", () => {
  it.each([
    { from: "2026-03-01", to: "2026-03-01", days: 0 },
    { from: "2026-03-01", to: "2026-03-02", days: 1 },
    { from: "2026-03-02", to: "2026-03-01", days: -1 },
    { from: "2026-02-28", to: "2026-03-01", days: 1 },
    { from: "2024-02-28", to: "2024-03-01", days: 2 },
    { from: "2026-01-01", to: "2026-12-31", days: 364 },
    { from: "2024-01-01", to: "2025-01-01", days: 366 },
    { from: "2026-03-01", to: "2026-06-01", days: 92 },
    { from: "2026-06-01", to: "2026-03-01", days: -92 },
    { from: "2026-03-28", to: "2026-03-30", days: 2 },
    { from: "2026-10-24", to: "2026-10-26", days: 2 },
    { from: "1999-12-31", to: "2000-01-01", days: 1 },
    { from: "1970-01-01", to: "2026-01-01", days: 20454 },
  ])("from $from to $to is $days days", ({ from, to, days }) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it("is the difference of the two dates' day numbers counted by hand, for any two dates", () => {
    fc.assert(
      fc.property(realDate, realDate, (a, b) => {
        const days = dayNumber(b.year, b.month, b.day) - dayNumber(a.year, a.month, a.day);
        expect(daysBetween(iso(a.year, a.month, a.day), iso(b.year, b.month, b.day))).toBe(days);
      }),
      { seed: 21, numRuns: runs(500) },
    );
  });
});

describe("maxDate and minDate", () => {
  it.each([
    { a: "2026-03-02", b: "2026-03-01", later: "2026-03-02", earlier: "2026-03-01" },
    { a: "2026-03-01", b: "2026-03-02", later: "2026-03-02", earlier: "2026-03-01" },
    { a: "2025-12-31", b: "2026-01-01", later: "2026-01-01", earlier: "2025-12-31" },
    { a: "2026-10-01", b: "2026-09-30", later: "2026-10-01", earlier: "2026-09-30" },
    { a: "0999-01-01", b: "1000-01-01", later: "1000-01-01", earlier: "0999-01-01" },
    { a: "2026-05-20", b: "2026-05-20", later: "2026-05-20", earlier: "2026-05-20" },
  ])("of $a and $b: the later is $later, the earlier $earlier", ({ a, b, later, earlier }) => {
    expect(maxDate(a, b)).toBe(later);
    expect(minDate(a, b)).toBe(earlier);
  });

  it("pick the later and the earlier day by the calendar, for any two dates", () => {
    fc.assert(
      fc.property(realDate, realDate, (a, b) => {
        const [x, y] = [iso(a.year, a.month, a.day), iso(b.year, b.month, b.day)];
        const laterFirst = dayNumber(a.year, a.month, a.day) >= dayNumber(b.year, b.month, b.day);
        expect(maxDate(x, y)).toBe(laterFirst ? x : y);
        expect(minDate(x, y)).toBe(laterFirst ? y : x);
      }),
      { seed: 22, numRuns: runs(500) },
    );
  });
});
