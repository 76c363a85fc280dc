#!/usr/bin/env node
/*
Each topic's count in the pointer line counts only its facts shown inline, so a topic with facts
older than the newest 25 (or added by hand) is named with too small a count, (0) when none is
inline.

clause: PROMPT-2
sentence: (This list is the 3 most recent of 3 facts, across 3 topics: pets (1), preferences (1),
  work (1).
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
  '.map(([slug, t]) => ({ slug, n: t.facts.length, seen: lastSeen.get(slug) ?? -1 }))',
  `.map(([slug]) => ({
      slug,
      n: recent.filter((f) => home.get(f) === slug).length,
      seen: lastSeen.get(slug) ?? -1,
    }))`,
]);

require(path.join(LIB, 'protocol')).serve();
