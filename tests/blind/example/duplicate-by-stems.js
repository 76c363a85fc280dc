#!/usr/bin/env node
/*
Duplicates are found by comparing the facts' stemmed search terms, so "Lived in Madrid" is refused
as a duplicate of "Lives in Madrid" (facts that only stem alike).

clause: WRITE-12
sentence: never to the duplicate machinery
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
    '    for (const facts of all.values()) {\n      if (facts.includes(text)) return notWritten("duplicate", text);\n    }\n',
    '    const key = (f) => terms(f).sort().join(" ");\n    for (const facts of all.values()) {\n      const match = facts.find((f) => key(f) === key(text));\n      if (match !== undefined) return notWritten("duplicate", match);\n    }\n',
  ],
);
