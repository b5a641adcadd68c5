#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname, "f5d2e64592c7d41e");
require("./cli.cjs");
