'use strict';
// The long-term store on disk: USER.md (header, ## Recent, ## Topics) and topics/<slug>.md.
// The files are the truth: every call reads them afresh, so hand edits and other processes'
// writes are always honoured. Every write runs under the lock and replaces each file whole
// (temporary file, then rename), so no reader ever sees a torn file.

const fs = require('fs');
const path = require('path');
const { withLock, ownerIsDead, OWNER } = require('./lock');
const { isSlug, words } = require('./text');

const RECENT_CAP = 25;
const HEADER =
  'Durable memory, organized by topic — about you and about anything important (projects, ' +
  'plans, context). Kotoba reads this index every conversation; details live in the linked ' +
  'topic files (she can recall any of them on demand) and she creates new topics freely as ' +
  'things come up. You can edit any of these.';
const TMP_PREFIX = '.kotoba-tmp.';
const TMP_NAME = /^\.kotoba-tmp\.(\d+)-(\d+)-[0-9a-f]+\.\d+$/;

/** The header paragraph, wrapped at 60 columns (the documents let it wrap anywhere, R2). */
function wrappedHeader() {
  const lines = [];
  let line = '';
  for (const word of HEADER.split(' ')) {
    if (line && line.length + 1 + word.length > 60) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

function readText(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR') return null;
    throw err;
  }
}

/** A bullet's text, or null: "- " then the fact. Lines are split on "\n" only. */
function bullet(line) {
  const m = /^- (.*)$/s.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
  if (!m) return null;
  const text = m[1].trim();
  return text ? text : null;
}

class Store {
  constructor(dir) {
    this.dir = dir;
    this.userMd = path.join(dir, 'USER.md');
    this.topicsDir = path.join(dir, 'topics');
    this.tmpCount = 0;
  }

  topicFile(slug) {
    return path.join(this.topicsDir, `${slug}.md`);
  }

  // ---- reading -------------------------------------------------------------------------------

  /** Every topic file: Map slug -> {facts, prefix}; prefix is the lines before the first bullet. */
  topics() {
    const out = new Map();
    let names;
    try {
      names = fs.readdirSync(this.topicsDir);
    } catch (err) {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return out;
      throw err;
    }
    for (const name of names.sort()) {
      if (!name.endsWith('.md') || !isSlug(name.slice(0, -3))) continue;
      const text = readText(path.join(this.topicsDir, name));
      if (text === null) continue;
      out.set(name.slice(0, -3), parseTopic(text));
    }
    return out;
  }

  /** The ## Recent entries, as listed; the scan stops at the next heading of any level. */
  recent() {
    const text = readText(this.userMd);
    if (text === null) return [];
    const lines = text.split('\n');
    const start = lines.findIndex((l) => l.trim() === '## Recent');
    if (start < 0) return [];
    const out = [];
    for (const line of lines.slice(start + 1)) {
      if (line.startsWith('#')) break;
      const fact = bullet(line);
      if (fact !== null) out.push(fact);
    }
    return out;
  }

  exists() {
    try {
      return fs.statSync(this.dir).isDirectory();
    } catch {
      return false;
    }
  }

  // ---- writing (always under the lock) -------------------------------------------------------

  /**
   * Take the lock and run change(topics, recent) on the freshly read files; it mutates them and
   * returns {result, touched: Set of slugs, fresh: fact or null}. Then the index is rebuilt:
   * ## Recent filtered against what still exists, the new fact appended, the 25 newest kept.
   */
  update(change, { create = true } = {}) {
    if (create) fs.mkdirSync(this.topicsDir, { recursive: true });
    else if (!this.exists()) return undefined;
    return withLock(this.dir, () => {
      this.sweepTemporaries();
      const topics = this.topics();
      const { result, touched, fresh, removed } = change(topics);
      // A duplicate writes nothing at all, not even a rebuilt index.
      if (!touched.size && fresh === null && !(removed && removed.length)) return result;
      for (const slug of touched) {
        const topic = topics.get(slug);
        // A topic file emptied by a correction stays, a heading with no bullets (0 facts).
        if (topic) this.writeAtomic(this.topicFile(slug), renderTopic(slug, topic));
        else removeFile(this.topicFile(slug));
      }
      for (const slug of removed || []) removeFile(this.topicFile(slug));
      const still = new Set();
      for (const topic of topics.values()) for (const f of topic.facts) still.add(f);
      let recent = this.recent().filter((f) => still.has(f) && f !== fresh);
      if (fresh !== null && fresh !== undefined) recent.push(fresh);
      recent = dedupe(recent).slice(-RECENT_CAP);
      this.writeAtomic(this.userMd, renderIndex(recent, topics));
      return result;
    });
  }

  writeAtomic(file, text) {
    // Temporaries live in the store's root under a dot-name, never in topics/, so nothing that
    // reads topics/*.md can see a half-written one.
    const tmp = path.join(this.dir, `${TMP_PREFIX}${OWNER}.${++this.tmpCount}`);
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  }

  /** Temporaries a killed writer left (its owner, named in the file name, is dead). */
  sweepTemporaries() {
    for (const name of fs.readdirSync(this.dir)) {
      const m = TMP_NAME.exec(name);
      if (m && ownerIsDead(Number(m[1]), m[2])) removeFile(path.join(this.dir, name));
    }
  }
}

function removeFile(file) {
  try {
    fs.unlinkSync(file);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
}

function dedupe(list) {
  const seen = new Set();
  return list.filter((x) => (seen.has(x) ? false : (seen.add(x), true)));
}

function parseTopic(text) {
  const lines = text.split('\n');
  const facts = [];
  let prefix = null;
  lines.forEach((line, i) => {
    const fact = bullet(line);
    if (fact === null) return;
    if (prefix === null) prefix = lines.slice(0, i);
    facts.push(fact);
  });
  return { facts, prefix };
}

/** A heading, a line saying what the file is (never read back), then one bullet per fact. */
function renderTopic(slug, topic) {
  let head = topic.prefix;
  if (!head || !head.some((l) => l.startsWith('#'))) {
    head = [
      `# ${slug}`,
      '',
      `Facts Kotoba keeps under “${slug}”, one bullet each; only the bullets are read.`,
      '',
    ];
  }
  while (head.length && head[head.length - 1].trim() === '') head = head.slice(0, -1);
  return [...head, '', ...topic.facts.map((f) => `- ${f}`), ''].join('\n');
}

/** Topics listed by fact count, largest first (the documents fix no order, R4). */
function topicOrder(topics) {
  return [...topics.entries()]
    .map(([slug, t]) => [slug, t.facts.length])
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function renderIndex(recent, topics) {
  const lines = [wrappedHeader(), '', '## Recent', ''];
  for (const f of recent) lines.push(`- ${f}`);
  if (recent.length) lines.push('');
  lines.push('## Topics', '');
  for (const [slug, count] of topicOrder(topics)) {
    lines.push(`- ${slug} → topics/${slug}.md (${count} facts)`);
  }
  lines.push('');
  return lines.join('\n');
}

/** The key two facts are compared on for sameness: words, case and accents aside. */
function key(fact) {
  return words(fact).join(' ');
}

module.exports = { Store, RECENT_CAP, HEADER, topicOrder, key };
