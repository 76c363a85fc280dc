#!/usr/bin/env node
/*
The USER.md header paragraph is written as a Markdown blockquote, each of its lines opening with ">
", so the index no longer opens with the documented header text.

clause: STORE-1
sentence: USER.md opens with a header that is addressed to you, not to her:
answer: undocumented: the documents quote the header's words, never its Markdown form; written as a
  blockquote the same sentences, in order, still open the index addressed to the user, shown by any
  Markdown view as a quoted block of the same words (the published Kotoba itself opens with a `#
  USER.md` title above them), so the suite sets a line's quote, comment or heading marker aside on
  purpose
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

patch(
  'store.js',
  [
    'const lines = [wrappedHeader(), \'\', \'## Recent\', \'\'];',
    'const lines = [wrappedHeader().split(\'\\n\').map((l) => `> ${l}`).join(\'\\n\'), \'\', \'## Recent\', \'\'];',
  ]
);

require(path.join(LIB, 'protocol')).serve();
