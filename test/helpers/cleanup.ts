/** A setup file (every vitest config): after each test file, the temp folders its tests made go. */
import { afterAll } from "vitest";
import { removeTempDirs } from "./cli.js";

afterAll(removeTempDirs);
