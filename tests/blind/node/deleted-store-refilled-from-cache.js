#!/usr/bin/env node
/*
A system remembers the topic files it last read; after the memory folder is deleted, its next write
writes those old topic files back instead of starting an empty store.

clause: STORE-7
sentence: Everything: delete ~/.kotoba/memory/. It is regenerated empty on the next write.
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

const { Store } = require(path.join(LIB, 'store'));
const topics = Store.prototype.topics;
Store.prototype.topics = function rememberedTopics() {
  const found = topics.call(this);
  if (found.size) {
    this.remembered = new Map();
    for (const [slug, t] of found) this.remembered.set(slug, { facts: [...t.facts], prefix: null });
  }
  return found;
};
const update = Store.prototype.update;
Store.prototype.update = function updateFromMemory(change, options) {
  const restore = !this.exists() && this.remembered;
  return update.call(this, (map) => {
    if (restore) for (const [slug, t] of restore) if (!map.has(slug)) map.set(slug, t);
    const out = change(map);
    if (restore && out.touched) for (const slug of restore.keys()) out.touched.add(slug);
    return out;
  }, options);
};

require(path.join(LIB, 'protocol')).serve();
