#!/usr/bin/env node
/*
The pointer line's total M is summed from the counts under ## Topics in USER.md, so after a hand
edit of a topic file it is stale until the next write.

clause: PROMPT-2
sentence: (This list is the 2 most recent of 2 facts, across 1 topics: pets (2).
answer: undocumented: the index is rebuilt on the next write, and the documents do not say whether
  the pointer line's totals come from the topic files or from that index; the suite requires M to
  count a hand-added bullet once the index is rebuilt
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

patch('prompt.js', [
  'return [...lines, pointerLine(recent, home, counted, total)];',
  `let listed = total;
  try {
    const index = require('fs').readFileSync(store.userMd, 'utf8');
    const counts = [...index.matchAll(/\\((\\d+) facts\\)$/gm)].map((m) => Number(m[1]));
    if (counts.length) listed = counts.reduce((x, y) => x + y, 0);
  } catch {
    // no index yet: count the files
  }
  return [...lines, pointerLine(recent, home, counted, listed)];`,
]);

require(path.join(LIB, 'protocol')).serve();
