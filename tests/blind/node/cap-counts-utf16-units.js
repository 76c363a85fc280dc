#!/usr/bin/env node
/*
The 400-character cap counts UTF-16 code units, so a fact with letters or emoji outside the Basic
Multilingual Plane is cut (with an ellipsis) well before 400 characters; other text is capped as
before.

clause: WRITE-10
sentence: Facts are capped at 400 characters
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

patch('text.js', ['  const chars = Array.from(text);', "  const chars = text.split('');"]);

require(path.join(LIB, 'protocol')).serve();
