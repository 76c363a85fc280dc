#!/usr/bin/env node
/*
Every non-heading line of a topic file is read as a fact, so a line of prose written under the
heading by hand becomes a fact (counted, recalled).

clause: STORE-4
sentence: A topic file is a heading and a list of - bullets. Nothing else in the file is read.
*/
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

const FILE = path.resolve(__dirname, '../../../examples/node/adapter.js');

// The tutorial's adapter is one file that starts its server when loaded: run its text with
// pieces replaced ([before, after], each found exactly once), as its own module.
function run(...edits) {
  let source = fs.readFileSync(FILE, 'utf8');
  for (const [before, after] of edits) {
    if (source.split(before).length !== 2) throw new Error('variant: no single match in adapter.js');
    source = source.replace(before, () => after);
  }
  const mod = new Module(FILE, module);
  mod.filename = FILE;
  mod.paths = Module._nodeModulePaths(path.dirname(FILE));
  require.cache[FILE] = mod;
  mod._compile(source, FILE);
}

run([
  'found.set(name.slice(0, -3), bullets(read(path.join(dir, "topics", name))));',
  `found.set(
      name.slice(0, -3),
      read(path.join(dir, "topics", name))
        .split("\\n")
        .filter((line) => line.trim() && !line.startsWith("#"))
        .map((line) => line.replace(/^- /, "").trim()),
    );`,
]);
