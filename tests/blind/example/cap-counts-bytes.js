#!/usr/bin/env node
/*
The 400 cap counts UTF-8 bytes, not characters, so a fact well under 400 characters written with
letters outside ASCII (accents, Greek, Japanese) is cut short and given a "…".

clause: WRITE-10
sentence: anything past 400 characters is truncated at a word boundary with an ellipsis
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const FILE = path.resolve(__dirname, '../../../examples/node/adapter.js');

// The tutorial's adapter is one file that starts its server when loaded: run its text with
// pieces replaced ([before, after], each found exactly once), as its own module.
function run(...edits) {
  let source = fs.readFileSync(FILE, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error('variant: no single match in adapter.js');
    source = source.replace(before, () => after);
  }
  const mod = new Module(FILE, module);
  mod.filename = FILE;
  mod.paths = Module._nodeModulePaths(path.dirname(FILE));
  require.cache[FILE] = mod;
  mod._compile(source, FILE);
}

run(
  [
    '  if (letters.length <= CAP) return text;\n  const head = letters.slice(0, CAP).join("");\n',
    '  if (Buffer.byteLength(text, "utf8") <= CAP) return text;\n  const head = Buffer.from(text, "utf8").subarray(0, CAP).toString("utf8");\n',
  ],
);
