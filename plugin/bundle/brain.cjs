#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname, "4d99d6a86d80f78d");
require("./cli.cjs");
