#!/usr/bin/env node
'use strict';
// A liberal implementation of Kotoba's long-term memory, in plain JavaScript for Node 20 with no
// packages, written from the two documents and the clause catalogue alone. It speaks the kit's
// JSON-lines stdio protocol (docs/stdio.md):
//
//   kotoba-conformance run --adapter-command "node tests/liberal/node/main.js"
//
// It is faithful to the documents and reads every point they leave open in its own way; each
// such reading is listed, with the sentence that allows it, in LIBERTIES.md beside this file.
//
//   protocol.js  the pipe          system.js  the contract's methods, arguments checked
//   store.js     the files         lock.js    the cross-process lock (USER.md.lock)
//   write.js     memory_write      rules.js   Spanish, compound, duplicate and correction rules
//   recall.js    memory_recall     prompt.js  facts_for_prompt
//   text.js      normalising, slugs, words, the stemmer
//   lifetime.js  session state and reminders

require('./protocol').serve();
