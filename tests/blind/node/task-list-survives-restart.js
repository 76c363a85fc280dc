#!/usr/bin/env node
/*
The task list is saved in the home, so after a restart the session still holds a task list; the
other kinds are forgotten as they should be.

clause: LIFE-1
sentence: Nothing else survives the process. These are all in memory and gone on restart:
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

patch('lifetime.js', [
  '    this.reminders = new Reminders(home);\n  }',
  `    this.reminders = new Reminders(home);
    this.tasks = path.join(home, 'tasks.json');
    if (fs.existsSync(this.tasks)) this.state.add('task list');
  }`,
], [
  '  hold(kind) {\n    this.state.add(kind);\n',
  `  hold(kind) {
    this.state.add(kind);
    if (kind === 'task list') {
      fs.mkdirSync(path.dirname(this.tasks), { recursive: true });
      fs.writeFileSync(this.tasks, '[]');
    }
`,
]);

require(path.join(LIB, 'protocol')).serve();
