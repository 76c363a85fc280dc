#!/usr/bin/env node
/*
A bullet is read with its trailing CR, so after a topic file is saved with CR LF line ends its facts
no longer match their ## Recent entries, which reach the prompt untagged.

clause: PROMPT-1
sentence: Each recent fact is tagged with the topic file it lives in
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

patch(
  'store.js',
  [
    'const m = /^- (.*)$/s.exec(line.endsWith(\'\\r\') ? line.slice(0, -1) : line);\n  if (!m) return null;\n  const text = m[1].trim();',
    'const m = /^- (.*)$/s.exec(line);\n  if (!m) return null;\n  const text = m[1].replace(/^ +| +$/g, \'\');',
  ]
);

require(path.join(LIB, 'protocol')).serve();
