#!/usr/bin/env node
/*
delete_topic removes the topic file but leaves USER.md as it was: ## Topics still lists the topic
and ## Recent its facts.

clause: EDIT-3
sentence: It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.
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

run(['    fs.rmSync(path.join(system.dir, "topics", `${name}.md`), { force: true });\n    rebuildIndex(system.dir);\n', '    fs.rmSync(path.join(system.dir, "topics", `${name}.md`), { force: true });\n']);
