#!/usr/bin/env node
/*
A topic with a dot in it ("v1.2", "../x") keeps its dots in the slug, so a file such as
topics/v1.2.md or topics/..-x.md is made (and never read back).

clause: STORE-5
sentence: A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never escape
  topics/.
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

patch('text.js', [".replace(/[^a-z0-9]+/g, '-')", ".replace(/[^a-z0-9.]+/g, '-')"]);

require(path.join(LIB, 'protocol')).serve();
