#!/usr/bin/env node
/*
A Spanish or compound fact is refused only after the facts it supersedes are retired, so "Favorite
color is green; blue" is not saved yet deletes "Favorite color is cobalt blue".

clause: WRITE-5
sentence: Nothing is translated or split automatically
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
    '  if (refusal) return notWritten(refusal); // before the lock: a refusal touches no file\n',
    '  if (refusal) {\n    // a refused fact still retires what it supersedes, then is not saved\n    const stored = [...new Set([...topics(system.dir).values()].flat())];\n    const retiring = stored.filter((old) => corrects(text, old) && !refusalOf(old));\n    if (retiring.length) {\n      withLock(system.dir, () => {\n        for (const [other, facts] of topics(system.dir)) {\n          if (!facts.some((f) => retiring.includes(f))) continue;\n          const file = path.join(system.dir, "topics", `${other}.md`);\n          writeAtomically(file, withoutBullets(read(file), retiring));\n        }\n        rebuildIndex(system.dir);\n      });\n    }\n    return notWritten(refusal);\n  }\n',
  ],
);
