#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the heap's growth bound (src/cli/heap.ts: set before the
// compile cache, as V8 stamps cached code with its flags), the compile cache, then the program.
"use strict";
require("node:v8").setFlagsFromString("--heap-growing-percent=50");
require("./compile-cache.cjs").enable(__dirname);
require("./cli.cjs");
