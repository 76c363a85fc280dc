#!/usr/bin/env node
/*
Search stems the query's words but compares them with the facts' words unstemmed, so "where do I
live" does not find "Lives in Madrid" (an inflected word is found only by the same form).

clause: RECALL-2
sentence: Search is stemmed, so "where do I live" finds "Lives in Madrid".
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
    '      const have = new Set(terms(fact));\n',
    '      const words = fact.normalize("NFKD").replace(/[\\u0300-\\u036f]/g, "").toLowerCase();\n      const have = new Set(words.match(/[a-z0-9]+/g) || []); // facts as written: the search side stems\n',
  ],
);
