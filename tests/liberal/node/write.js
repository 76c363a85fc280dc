'use strict';
// memory_write and write_fact: one short English fact, checked, capped, de-duplicated across
// every topic, and allowed to retire what it corrects.

const { collapse, cap, slugify } = require('./text');
const { REFUSE_SPANISH, REFUSE_COMPOUND, looksSpanish, looksCompound, judge } = require('./rules');
const { key } = require('./store');

function answer(written, reason, extra = {}) {
  return { written, reason, retired: [], conflicts: [], duplicate_of: null, ...extra };
}

/**
 * The store function. `fact` and `topic` are already strings (or topic null). Returns the
 * documented dict, plus keys of our own: `topic` (where it went or where the match lives),
 * `fact` (the text as stored) and `message` (a refusal's wording).
 */
function writeFact(store, rawFact, rawTopic) {
  const fact = collapse(rawFact);
  if (!fact) return answer(false, 'empty', { message: 'NOT SAVED — the fact is empty.' });
  if (looksSpanish(fact)) return answer(false, 'not-english', { message: REFUSE_SPANISH });
  if (looksCompound(fact)) return answer(false, 'more-than-one-fact', { message: REFUSE_COMPOUND });
  const text = cap(fact);
  const slug = slugify(rawTopic === null ? '' : rawTopic);

  return store.update((topics) => {
    const retired = [];
    const conflicts = [];
    for (const [where, topic] of topics) {
      for (const stored of topic.facts) {
        const verdict = judge(stored, text);
        if (verdict === 'duplicate' || verdict === 'rewording') {
          const result = answer(false, verdict === 'duplicate' ? 'duplicate' : 'rewording', {
            duplicate_of: stored,
            topic: where,
          });
          return { result, touched: new Set(), fresh: null };
        }
        if (verdict === 'correction' && !retired.includes(stored)) retired.push(stored);
        if (verdict === 'conflict' && !conflicts.includes(stored)) conflicts.push(stored);
      }
    }
    // Retiring drops the fact from every topic file that holds it, with no archive.
    const gone = new Set(retired.map(key));
    const touched = new Set([slug]);
    for (const [where, topic] of topics) {
      const kept = topic.facts.filter((f) => !gone.has(key(f)));
      if (kept.length !== topic.facts.length) {
        for (const f of topic.facts) if (gone.has(key(f)) && !retired.includes(f)) retired.push(f);
        topic.facts = kept;
        touched.add(where);
      }
    }
    if (!topics.has(slug)) topics.set(slug, { facts: [], prefix: null });
    topics.get(slug).facts.push(text);
    const result = answer(true, 'written', { retired, conflicts, topic: slug, fact: text });
    return { result, touched, fresh: text };
  });
}

function quote(fact) {
  return `“${fact}”`;
}

/** The model's tool: the same write, answered in words (our own, where none are quoted). */
function memoryWrite(store, fact, topic) {
  const r = writeFact(store, fact, topic);
  if (r.reason === 'not-english' || r.reason === 'more-than-one-fact') {
    return `${r.message} Nothing was stored.`;
  }
  if (r.reason === 'empty') return `${r.message} Nothing was stored.`;
  if (!r.written) {
    const how = r.reason === 'rewording' ? 'says the same thing as' : 'is already stored as';
    return (
      `Not saved again: this ${how} ${quote(r.duplicate_of)} (topic ${r.topic}). ` +
      'That stored wording is what memory holds.'
    );
  }
  let reply = `Saved to topic ${r.topic}: ${quote(r.fact)}.`;
  if (r.retired.length) {
    reply += ` It replaced, now deleted for good: ${r.retired.map(quote).join(', ')}.`;
  }
  if (r.conflicts.length) {
    reply += ` Still stored, and may contradict it: ${r.conflicts.map(quote).join(', ')}.`;
  }
  return reply;
}

module.exports = { writeFact, memoryWrite };
