#!/usr/bin/env node
// brain's entry (scripts/build-bundle.mjs): the compile cache for this build, then the program.
"use strict";
require("./compile-cache.cjs").enable(__dirname, "f4341c48c0168a6d");
require("./cli.cjs");
