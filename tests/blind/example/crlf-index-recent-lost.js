#!/usr/bin/env node
/*
USER.md's sections are found by splitting at LF only, so once USER.md is saved with CRLF line ends
(a hand edit on Windows) "## Recent" is not found: nothing of it is inline, and the next write keeps
none of it.

clause: EDIT-1
sentence: Adding a line under ## Recent in USER.md puts it inline immediately
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
    '  const lines = text.split(LINE_END);\n  const start',
    '  const lines = text.split("\\n");\n  const start',
  ],
);
