#!/usr/bin/env node
/*
memory_recall with neither query nor topic lists the topics named under ## Topics in USER.md, so a
topic file added or deleted by hand is missing or still listed until the next write.

clause: RECALL-1
sentence: Takes: query (search everything), or topic (read one), or neither (list the topics).
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
  '  const listed = topicOrder(topics);',
  `  let listed = [];
  try {
    const index = require('fs').readFileSync(store.userMd, 'utf8');
    const lines = index.matchAll(/^- ([a-z0-9-]+) → topics\\/[a-z0-9-]+\\.md \\((\\d+) facts\\)$/gm);
    listed = [...lines].map((m) => [m[1], Number(m[2])]);
  } catch {
    listed = topicOrder(topics);
  }`,
]);

require(path.join(LIB, 'protocol')).serve();
