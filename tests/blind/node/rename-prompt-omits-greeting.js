#!/usr/bin/env node
/*
The collector's prompt no longer says that greeting her by her current name is no renaming; only
someone else's name and praise for a name are ruled out.

clause: COL-4
sentence: mentioning a third party's name, greeting her by her current name, or complimenting a name
  all return null.
answer: undocumented: with the model scripted, the strictness can only be read from the prompt's
  words, and the documents quote none for it (001 says only that the model is asked for "any
  explicit renaming of her"); this prompt still asks for a new name only on a plain renaming, which
  a greeting by her current name is not, as contrary/collector_prompt_lax_on_renaming was answered.
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
  'collector.js',
  [
    '\'someone else, greeting her by her name or praising a name is no renaming (null).\',',
    '\'someone else or praising a name is no renaming (null).\',',
  ]
);

require(path.join(LIB, 'protocol')).serve();
