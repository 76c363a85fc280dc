#!/usr/bin/env node
/*
Every write creates its topic file before judging the fact, so a refused (Spanish, compound) or
duplicate write to a new topic leaves an empty topic file and a rebuilt index behind.

clause: WRITE-5
sentence: Nothing is translated or split automatically.
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

patch('write.js', [
  "  if (looksSpanish(fact)) return",
  `  const early = slugify(rawTopic === null ? '' : rawTopic);
  store.update((topics) => {
    if (topics.has(early)) return { result: null, touched: new Set(), fresh: null };
    topics.set(early, { facts: [], prefix: null });
    return { result: null, touched: new Set([early]), fresh: null };
  });
  if (looksSpanish(fact)) return`,
]);

require(path.join(LIB, 'protocol')).serve();
