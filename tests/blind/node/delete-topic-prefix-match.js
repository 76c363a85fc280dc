#!/usr/bin/env node
/*
delete_topic removes every topic whose slug starts with the given one, so deleting "work" also
deletes "work-history" and "workshop".

clause: EDIT-3
sentence: which removes the file and rebuilds the index.
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

patch('system.js', [
  '        topics.delete(slug);\n        return { result: null, touched: new Set(), fresh: null, removed: [slug] };',
  `        const removed = [...topics.keys()].filter((s) => s.startsWith(slug));
        for (const s of removed) topics.delete(s);
        return { result: null, touched: new Set(), fresh: null, removed };`,
]);

require(path.join(LIB, 'protocol')).serve();
