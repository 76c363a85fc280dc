#!/usr/bin/env node
/*
The bridge requires the speaker to have a name as well as is_owner, so the owner speaking with an
empty display name gets nothing, like a stranger.

clause: PERS-2
sentence: personal=bool(who and who.is_owner)
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
    'context(system, Boolean(p.speaker?.is_owner))',
    'context(system, Boolean(p.speaker?.name && p.speaker.is_owner))',
  ],
);
