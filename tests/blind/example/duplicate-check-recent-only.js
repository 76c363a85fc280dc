#!/usr/bin/env node
/*
Duplicates are looked for only among the ## Recent entries, so a fact that has fallen out of the 25
newest (or was added to a topic file by hand) is saved a second time.

clause: WRITE-6
sentence: De-duplication runs across all topics, not within one
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

run(
  [
    '    for (const facts of all.values()) {\n      if (facts.includes(text)) return notWritten("duplicate", text);\n',
    '    for (const facts of [bullets(section(read(path.join(system.dir, "USER.md")), "Recent"))]) {\n      if (facts.includes(text)) return notWritten("duplicate", text);\n',
  ],
);
