'use strict';
// facts_for_prompt(): the ## Recent facts, each tagged with the topic file it lives in, then one
// bounded pointer line saying how much more there is.

const POINTER_TOPICS = 6; // "the pointer line is bounded on purpose"

function factsForPrompt(store) {
  const topics = store.topics();
  const recent = store.recent();
  const home = new Map(); // fact -> the first topic file (in slug order) that holds it
  let total = 0;
  for (const [slug, topic] of topics) {
    total += topic.facts.length;
    for (const f of topic.facts) if (!home.has(f)) home.set(f, slug);
  }
  const counted = [...topics.entries()]; // every topic file, an emptied one too
  if (!recent.length && !total) return [];

  // A Recent entry with no topic file behind it is shown bare, never mislabelled.
  const lines = recent.map((f) => (home.has(f) ? `${f} [${home.get(f)}]` : f));
  return [...lines, pointerLine(recent, home, counted, total)];
}

/**
 * "(This list is the N most recent of M facts, across K topics: a (x), b (y). Use memory_recall
 * for anything not shown — it is saved, just not inline.)" on one line. The topics are named in
 * an order of our own (R4): the ones the newest inline facts live in first, then by size; past
 * six, the rest are summed up so the line stays short however many topics there are.
 */
function pointerLine(recent, home, counted, total) {
  const lastSeen = new Map();
  recent.forEach((f, i) => home.has(f) && lastSeen.set(home.get(f), i));
  const ordered = counted
    .map(([slug, t]) => ({ slug, n: t.facts.length, seen: lastSeen.get(slug) ?? -1 }))
    .sort((a, b) => b.seen - a.seen || b.n - a.n || (a.slug < b.slug ? -1 : 1));
  const named = ordered.slice(0, POINTER_TOPICS).map((t) => `${t.slug} (${t.n})`);
  const rest = ordered.length - named.length;
  let list = named.join(', ');
  if (rest > 0) list += ` and ${rest} more`;
  return (
    `(This list is the ${recent.length} most recent of ${total} facts, ` +
    `across ${counted.length} topics: ${list}. ` +
    'Use memory_recall for anything not shown — it is saved, just not inline.)'
  );
}

module.exports = { factsForPrompt };
