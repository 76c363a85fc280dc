#!/usr/bin/env node
/*
memory_write's reply to a correction says only where it saved the fact, never which old fact it
retired (write_fact's retired list is right).

clause: WRITE-7
sentence: A fact that supersedes an older one retires the old version and the reply states what it
  replaced
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

run(['  if (result.retired.length) reply += ` It replaces (deleted for good): ${quoted(result.retired)}.`;\n', '']);
