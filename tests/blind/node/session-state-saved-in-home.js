#!/usr/bin/env node
// clause: LIFE-1
// sentence: These are all in memory and gone on restart
// what: The session state (task list, active MCP servers, secrets, …) is written to a file in the home and read back when the system opens, so it survives a restart.
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

patch(
  'lifetime.js',
  [
    '    this.state = new Set();',
    '    this.stateFile = path.join(home, \'session-state.json\');\n    this.state = new Set(fs.existsSync(this.stateFile) ? JSON.parse(fs.readFileSync(this.stateFile, \'utf8\')) : []);',
  ],
  [
    '    this.state.add(kind);',
    '    this.state.add(kind);\n    fs.mkdirSync(path.dirname(this.stateFile), { recursive: true });\n    fs.writeFileSync(this.stateFile, JSON.stringify([...this.state]));',
  ]
);

require(path.join(LIB, 'protocol')).serve();
