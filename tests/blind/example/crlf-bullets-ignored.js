#!/usr/bin/env node
/*
A bullet is matched with a pattern whose "." stops at CR, so bullets in a topic file saved with CRLF
line ends (a hand edit on Windows) are not read at all.

clause: RECALL-5
sentence: So a hand-added fact is real memory.
answer: equivalent: the example splits every file on CR LF, CR and LF (LINE_END) before it matches a
  bullet, so no line the pattern sees holds a CR and CR LF files read as before; the pattern differs
  only on a bullet holding U+2028 or U+2029, or an empty "- " line, which no sentence of the
  documents speaks of
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
  '    .filter((line) => line.startsWith("- "))\n    .map((line) => line.slice(2).trim());',
  '    .map((line) => /^- (.+)$/.exec(line))\n    .filter(Boolean)\n    .map((match) => match[1].trim());',
]);
