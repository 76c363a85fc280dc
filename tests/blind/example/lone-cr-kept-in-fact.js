#!/usr/bin/env node
/*
Whitespace is collapsed except CR, so a fact with a CR or CRLF line break inside it is stored with
the CR: the topic file and USER.md gain a line.

clause: WRITE-11
sentence: Facts are capped at 400 characters and forced onto one line
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
    'fact.replace(/[\\s\\x1c-\\x1e\\x85]+/g, " ")',
    'fact.replace(/[^\\S\\r]+|[\\x1c-\\x1e\\x85]+/g, " ")',
  ],
);
