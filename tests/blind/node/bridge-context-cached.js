#!/usr/bin/env node
/*
The bridge builds its context once per system and reuses it for every later message, so after the
owner has spoken a stranger gets the owner's facts (and later writes never show).

clause: PERS-2
sentence: Nothing from either store reaches the prompt when the speaker is not you.
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
  "      case 'bridge_context':\n        return this.context(this.isOwner(p.speaker));",
  "      case 'bridge_context':\n        return (this.bridged ??= this.context(this.isOwner(p.speaker)));",
]);

require(path.join(LIB, 'protocol')).serve();
