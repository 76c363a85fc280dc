#!/usr/bin/env node
/*
While the store holds no more than 25 facts, facts_for_prompt also shows topic-file facts that are
not in ## Recent, so a bullet added to a topic file by hand is inline at once.

clause: PROMPT-5
sentence: It is just not inline in the prompt until it appears in ## Recent.
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
  '  const recent = bullets(section(read(path.join(system.dir, "USER.md")), "Recent"));\n',
  `  const recent = bullets(section(read(path.join(system.dir, "USER.md")), "Recent"));
  const everything = [...new Set([...all.values()].flat())];
  if (everything.length <= RECENT_CAP) {
    for (const fact of everything) if (!recent.includes(fact)) recent.push(fact);
  }
`,
]);
