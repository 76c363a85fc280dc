#!/usr/bin/env node
/*
Reading a topic strips non-ASCII letters from its name before making the slug (a write folds them),
so memory_recall(topic="Café") looks for topics/caf.md and misses the facts written under "Café";
ASCII names read as before.

clause: RECALL-1
sentence: or topic (read one)
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

patch('recall.js', [
  '    const slug = slugify(topic);',
  "    const slug = slugify(topic.replace(/[^\\x00-\\x7f]/g, ''));",
]);

require(path.join(LIB, 'protocol')).serve();
