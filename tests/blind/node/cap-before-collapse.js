#!/usr/bin/env node
/*
The 400-character cap is measured on the text as given, before whitespace is collapsed, so a fact
that is under 400 characters once collapsed but longer with its runs of spaces or line breaks is cut
and given an ellipsis.

clause: WRITE-10
sentence: Whitespace is collapsed; anything past 400 characters is truncated at a word boundary with
  an ellipsis.
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const LIB = path.resolve(__dirname, '../../liberal/node');

// Load one module of the implementation with pieces of its text replaced ([before, after], each
// found exactly once), before any other module requires it: each variant runs in its own process.
function patch(name, ...edits) {
  const file = path.join(LIB, name);
  let source = fs.readFileSync(file, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error(`variant: no single match in ${name}`);
    source = source.replace(before, () => after);
  }
  const mod = new Module(file, module);
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(LIB);
  require.cache[file] = mod;
  mod._compile(source, file);
  mod.loaded = true;
  return mod.exports;
}

patch('write.js', ['  const text = cap(fact);', '  const text = collapse(cap(rawFact));']);

require(path.join(LIB, 'protocol')).serve();
