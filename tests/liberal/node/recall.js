'use strict';
// memory_recall: search everything, read one topic (plus related hits), or list the topics.
// Read-only: it never creates a folder or a file, and a topic is only ever read through its slug.

const { words, stem, slugify } = require('./text');
const { topicOrder } = require('./store');

const SEARCH_LIMIT = 10; // the documents set no number
const RELATED_LIMIT = 4; // "up to 4 related hits from other topics"

// Words a question is made of that say nothing about what is asked for.
const QUESTION_WORDS = new Set(
  (
    'a an the i me my mine you your she her hers he him his it its we our they their them ' +
    'do does did is are was were be been am of in on at to for from by with about and or ' +
    'what where when who whom which why how that this these those there any anything some ' +
    'tell know remember recall please can could would should'
  ).split(' ')
);

function queryStems(query) {
  const all = words(query);
  const meaningful = all.filter((w) => !QUESTION_WORDS.has(w));
  return [...new Set((meaningful.length ? meaningful : all).map(stem))];
}

/**
 * Rank facts by how much of the query they cover (distinct query stems found), best first; ties
 * go to the shorter fact, the more focused one. Accents and case are folded on both sides.
 */
function search(topics, query, { exclude = null, limit = SEARCH_LIMIT } = {}) {
  const wanted = queryStems(query);
  if (!wanted.length) return [];
  const hits = [];
  for (const [slug, topic] of topics) {
    if (slug === exclude) continue;
    for (const fact of topic.facts) {
      const have = new Set(words(fact).map(stem));
      const covered = wanted.filter((w) => have.has(w)).length;
      if (covered) hits.push({ fact, slug, covered });
    }
  }
  hits.sort((a, b) => b.covered - a.covered || a.fact.length - b.fact.length);
  return hits.slice(0, limit);
}

function recall(store, query, topic) {
  const topics = store.topics();
  if (query !== null && query.trim()) {
    const hits = search(topics, query);
    if (!hits.length) return `Nothing in memory matches “${query}”.`;
    return [
      `Best matches for “${query}” (${hits.length}):`,
      ...hits.map((h) => `- ${h.fact} [${h.slug}]`),
    ].join('\n');
  }
  if (topic !== null && topic.trim()) {
    const slug = slugify(topic);
    const own = topics.get(slug);
    const related = search(topics, topic.includes('-') ? topic.replace(/-/g, ' ') : topic, {
      exclude: slug,
      limit: RELATED_LIMIT,
    });
    const lines = own
      ? [`Topic ${slug} (${own.facts.length} facts):`, ...own.facts.map((f) => `- ${f}`)]
      : [`There is no topic ${slug} yet.`];
    if (related.length) {
      lines.push('', 'Related, from other topics:');
      for (const h of related) lines.push(`- ${h.fact} [${h.slug}]`);
    }
    return lines.join('\n');
  }
  const listed = topicOrder(topics);
  if (!listed.length) return 'Memory holds no topics yet.';
  return [
    `Topics in memory (${listed.length}):`,
    ...listed.map(([slug, n]) => `- ${slug}: ${n} facts`),
  ].join('\n');
}

module.exports = { recall, search };
