#!/usr/bin/env node
/*
memory_recall on a store with no folder yet creates the memory folder and an empty USER.md.

clause: RECALL-4
sentence: Read-only and jailed to her own memory store, so it is companion-safe.
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
  'function recall(store, query, topic) {\n',
  `function recall(store, query, topic) {
  if (!store.exists()) {
    require('fs').mkdirSync(store.topicsDir, { recursive: true });
    require('fs').writeFileSync(store.userMd, '## Recent\\n\\n## Topics\\n');
  }
`,
]);

require(path.join(LIB, 'protocol')).serve();
