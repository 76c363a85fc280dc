// kotoba.js: a Kotoba memory store in plain Node (20 or newer, no packages), spoken to over
// the kit's stdio protocol. docs/implementing.md grows it step by step (examples/node/steps/).
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const readline = require("node:readline");

const PROTOCOL = 1;

// Every path comes from the environment the suite hands over in `open`, never from
// process.env: HOME is always set, KOTOBA_HOME nearly always, KOTOBA_MEMORY_DIR sometimes.
function memoryDir(env) {
  const home = env.KOTOBA_HOME || path.join(env.HOME, ".kotoba");
  return path.resolve(env.KOTOBA_MEMORY_DIR || path.join(home, "memory"));
}

// An error travels back under its `type`: TypeError and ValueError are bad arguments,
// ProtocolError a request we cannot read, anything else a failed call.
function failure(type, message) {
  return Object.assign(new Error(message), { type });
}

// ---- the files: USER.md and topics/<slug>.md -----------------------------------------------

const RECENT_CAP = 25;
const HEADER =
  "Durable memory, organized by topic — about you and about anything important (projects, " +
  "plans, context). Kotoba reads this index every conversation; details live in the linked " +
  "topic files (she can recall any of them on demand) and she creates new topics freely as " +
  "things come up. You can edit any of these.";

// a-z, 0-9 and "-" only, accents folded: no topic name, however hostile, leaves topics/.
function slugOf(topic) {
  const folded = topic.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64);
}

function read(file) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return "";
    throw error;
  }
}

// A Markdown line ends at LF, CR or CR LF: a file saved on Windows reads as any other.
const LINE_END = /\r\n|\r|\n/;

// The "- " lines are the facts; a heading, prose or a blank line is not one.
function bullets(text) {
  return text
    .split(LINE_END)
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2).trim());
}

// The body under "## heading", up to the next heading.
function section(text, heading) {
  const lines = text.split(LINE_END);
  const start = lines.indexOf(`## ${heading}`) + 1;
  if (start === 0) return "";
  const end = lines.findIndex((line, i) => i >= start && line.startsWith("#"));
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

// Every topic file's facts, read afresh on each call: the user may have edited one just now.
function topics(dir) {
  let names = [];
  try {
    names = fs.readdirSync(path.join(dir, "topics"));
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  const found = new Map();
  for (const name of names.filter((n) => /^[a-z0-9-]+\.md$/.test(n)).sort()) {
    found.set(name.slice(0, -3), bullets(read(path.join(dir, "topics", name))));
  }
  return found;
}

// Write beside the file, then rename over it: a reader sees the old text or the new, never half.
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, "w");
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
}

// ---- the lock: USER.md.lock, without flock -------------------------------------------------

const LOCK_WAIT_MS = 20000; // under the suite's 30 s per answer, so a stuck lock says so itself
const STALE_MS = 10000; // no write holds the lock this long: an older one was left by a dead writer

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

// A lock left by a writer that died (kill -9) is broken: its owner is gone, or it is too old.
// It is renamed away before it is deleted: of two waiters that found it stale, one rename wins.
function breakIfStale(owner) {
  let pid;
  let age;
  try {
    pid = Number(fs.readFileSync(owner, "utf8"));
    age = Date.now() - fs.statSync(owner).mtimeMs;
  } catch {
    return; // released meanwhile
  }
  const dead = pid > 0 && !isAlive(pid); // no pid yet: just created, its pid is on its way
  if (!dead && age < STALE_MS) return;
  const broken = `${owner}.${process.pid}.broken`;
  try {
    fs.renameSync(owner, broken);
    fs.rmSync(broken, { force: true });
  } catch {
    // another waiter broke it first
  }
}

// Node has no flock. USER.md.lock, the lock file the documents name, stays beside the index;
// the lock itself is USER.md.lock.owner, created with "wx" (exclusive: one process succeeds),
// holding the owner's pid, and removed when the write is done.
function withLock(dir, action) {
  fs.mkdirSync(path.join(dir, "topics"), { recursive: true });
  fs.closeSync(fs.openSync(path.join(dir, "USER.md.lock"), "a"));
  const owner = path.join(dir, "USER.md.lock.owner");
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(owner, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      if (Date.now() > deadline) throw failure("TimeoutError", `${owner} is held`);
      breakIfStale(owner);
      sleep(2);
    }
  }
  try {
    return action();
  } finally {
    fs.rmSync(owner, { force: true });
  }
}

// ---- the index ------------------------------------------------------------------------------

// USER.md from the files: the header, the newest facts (oldest first), one line per topic.
// A Recent entry that no topic file holds any more (deleted by hand, retired) is dropped.
function rebuildIndex(dir, added) {
  const held = new Set([...topics(dir).values()].flat());
  const listed = bullets(section(read(path.join(dir, "USER.md")), "Recent"));
  const recent = listed.filter((fact) => held.has(fact));
  if (added !== undefined) recent.push(added);
  const lines = [...topics(dir)].map(
    ([slug, facts]) => `- ${slug} → topics/${slug}.md (${facts.length} facts)`,
  );
  const newest = recent.slice(-RECENT_CAP).map((fact) => `- ${fact}`);
  const text = [HEADER, "", "## Recent", "", ...newest, "", "## Topics", "", ...lines, ""];
  writeAtomically(path.join(dir, "USER.md"), text.join("\n"));
}

function deleteTopic(system, slug) {
  const name = slugOf(slug);
  if (!name) return;
  withLock(system.dir, () => {
    fs.rmSync(path.join(system.dir, "topics", `${name}.md`), { force: true });
    rebuildIndex(system.dir);
  });
}

// ---- writing: one short English fact, on one line -------------------------------------------

const CAP = 400;
const REPLIES = {
  empty: "NOT SAVED — the fact is empty.",
  spanish:
    "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be " +
    "matched or corrected later. Translate it into one short third-person English statement " +
    "and call memory_write again.",
  compound:
    "NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected " +
    "later without destroying its other half.",
};

// Hard to trigger on purpose: a word only Spanish has, or a Spanish verb with a small word.
const SPANISH_ONLY = new Set(["el", "los", "las", "tiene", "llamado", "llamada", "perro", "muy"]);
const SPANISH_VERBS = new Set(["vive", "vivo", "trabaja", "tengo", "es", "está"]);
const SPANISH_SMALL = new Set(["en", "de", "del", "con", "y", "un", "una", "su", "la"]);
// A semicolon, or a coordinator opening a new clause: a subject or a determiner after it.
const COMPOUND = /;|\b(and|but|or)\s+(i|he|she|they|we|you|it|the|my|his|her|their)\b/i;

function refusalOf(text) {
  // A capital past the first word opens a name ("Was born in Ciudad Real"): no Spanish evidence.
  const words = (text.match(/\p{L}+/gu) || [])
    .filter((w, i) => i === 0 || w[0] === w[0].toLowerCase())
    .map((w) => w.toLowerCase());
  const verb = words.some((w) => SPANISH_VERBS.has(w));
  if (words.some((w) => SPANISH_ONLY.has(w) || (verb && SPANISH_SMALL.has(w)))) return "spanish";
  return COMPOUND.test(text) ? "compound" : null;
}

// Whitespace collapsed, line breaks too (with U+001C to U+001E and U+0085, which \s leaves
// out but Python's splitlines, the suite's reader, takes for line breaks); past 400
// characters, cut at a word and "…" added.
function oneLine(fact) {
  const text = fact.replace(/[\s\x1c-\x1e\x85]+/g, " ").trim();
  const letters = Array.from(text); // characters, not UTF-16 units: "𐐷" is one
  if (letters.length <= CAP) return text;
  const head = letters.slice(0, CAP).join("");
  const space = head.lastIndexOf(" ");
  return `${space > 0 ? head.slice(0, space) : head}…`;
}

function topicSlug(topic) {
  return (topic === null ? "" : slugOf(topic)) || "general";
}

function notWritten(reason, duplicateOf = null) {
  return { written: false, reason, retired: [], conflicts: [], duplicate_of: duplicateOf };
}

// ---- corrections: a new value for the same subject retires the old one ---------------------

// This tutorial's reading (the documents draw no line): the same words up to an "is" after a
// subject, then one run of at most two words that differs, then the same words again.
// "The dog is 4 years old" retires "The dog is 3 years old"; "The cat is 3 years old" stays.
function corrects(text, old) {
  const [a, b] = [text, old].map((fact) => fact.toLowerCase().split(" "));
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < Math.min(a.length, b.length) - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  const runs = [a.length - start - end, b.length - start - end];
  return a.slice(1, start).includes("is") && runs.every((n) => n >= 1 && n <= 2);
}

function withoutBullets(text, facts) {
  const retiring = (line) => line.startsWith("- ") && facts.includes(line.slice(2).trim());
  return text.split("\n").filter((line) => !retiring(line)).join("\n");
}

function writeFact(system, fact, topic) {
  if (typeof fact !== "string") throw new TypeError("fact must be a string");
  if (topic !== null && typeof topic !== "string") throw new TypeError("topic must be a string");
  const text = oneLine(fact);
  if (!text) return notWritten("empty");
  const refusal = refusalOf(text);
  if (refusal) return notWritten(refusal); // before the lock: a refusal touches no file
  const slug = topicSlug(topic);
  return withLock(system.dir, () => {
    const all = topics(system.dir);
    for (const facts of all.values()) {
      if (facts.includes(text)) return notWritten("duplicate", text);
    }
    // Biased toward keeping: a stored compound is never retired, only named as a conflict.
    const older = [...new Set([...all.values()].flat())].filter((old) => corrects(text, old));
    const retired = older.filter((old) => !refusalOf(old));
    const conflicts = older.filter((old) => refusalOf(old));
    for (const [other, facts] of all) {
      if (other === slug || !facts.some((f) => retired.includes(f))) continue;
      const file = path.join(system.dir, "topics", `${other}.md`);
      writeAtomically(file, withoutBullets(read(file), retired));
    }
    const file = path.join(system.dir, "topics", `${slug}.md`);
    let body = withoutBullets(read(file) || `# ${slug}\n\n`, retired);
    if (!body.endsWith("\n")) body += "\n";
    writeAtomically(file, `${body}- ${text}\n`);
    rebuildIndex(system.dir, text);
    return { written: true, reason: "written", retired, conflicts, duplicate_of: null };
  });
}

function memoryWrite(system, fact, topic) {
  const result = writeFact(system, fact, topic);
  const quoted = (facts) => facts.map((f) => `"${f}"`).join(", ");
  if (!result.written && result.duplicate_of) {
    return `Already saved as "${result.duplicate_of}"; nothing written.`;
  }
  if (!result.written) return REPLIES[result.reason];
  let reply = `Saved under ${topicSlug(topic)}.`;
  if (result.retired.length) reply += ` It replaces (deleted for good): ${quoted(result.retired)}.`;
  if (result.conflicts.length) reply += ` Still contradicting it: ${quoted(result.conflicts)}.`;
  return reply;
}

// ---- recall: keywords, accents folded, stemmed, ranked by how much of the query is covered --

const COMMON = new Set(["a", "an", "the", "i", "my", "me", "do", "does", "is", "are", "of", "in",
  "on", "at", "to", "for", "and", "or", "what", "where", "when", "who", "which", "how"]);
const SHOWN = 20;
const RELATED = 4;

// A crude stemmer: "lives", "live" and "living" all become "liv"; "café" and "cafe" "caf".
function stem(word) {
  const bare = word.replace(/(?:ing|ed|s)$/, "");
  const root = bare.length >= 3 ? bare : word;
  return root.length > 3 && root.endsWith("e") ? root.slice(0, -1) : root;
}

// A text's search terms: its words, accents folded, common words left out, stemmed.
function terms(text) {
  const folded = text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const words = folded.match(/[a-z0-9]+/g) || [];
  return [...new Set(words.filter((w) => !COMMON.has(w)).map(stem))];
}

// Every fact sharing a term with the query, those covering most of the query first.
function search(all, query, skip = null) {
  const wanted = terms(query);
  const hits = [];
  for (const [slug, facts] of all) {
    if (slug === skip) continue;
    for (const fact of facts) {
      const have = new Set(terms(fact));
      const covered = wanted.filter((t) => have.has(t)).length;
      if (covered) hits.push({ fact, slug, covered });
    }
  }
  return hits.sort((a, b) => b.covered - a.covered);
}

// A query searches every topic; a topic reads its file, plus up to 4 related facts of other
// topics; neither lists the topics. Read-only, and a topic name is slugged before it names a file.
function memoryRecall(system, query, topic) {
  const all = topics(system.dir);
  const list = (hits) => hits.map(({ fact, slug }) => `- ${fact} [${slug}]`).join("\n");
  if (topic !== null) {
    const slug = slugOf(topic);
    const own = (all.get(slug) || []).map((fact) => `- ${fact}`);
    const related = search(all, slug.replace(/-/g, " "), slug).slice(0, RELATED);
    if (!own.length && !related.length) return `No facts under topic "${topic}".`;
    return [...own, ...(related.length ? ["Related:", list(related)] : [])].join("\n");
  }
  if (query === null) {
    return [...all].map(([slug, facts]) => `- ${slug} (${facts.length})`).join("\n") || "None.";
  }
  if (!terms(query).length) return `Nothing to search for in "${query}".`;
  return list(search(all, query).slice(0, SHOWN)) || `Nothing saved matches "${query}".`;
}

// ---- the prompt: the Recent facts, tagged, then one pointer line ----------------------------

const POINTER_TOPICS = 8; // unbounded, the topic list grew past a thousand characters

function factsForPrompt(system) {
  const all = topics(system.dir);
  const recent = bullets(section(read(path.join(system.dir, "USER.md")), "Recent"));
  const total = [...all.values()].reduce((sum, facts) => sum + facts.length, 0);
  if (recent.length === 0 && total === 0) return []; // nothing saved: nothing in the prompt
  const lines = recent.map((fact) => {
    const holder = [...all].find(([, facts]) => facts.includes(fact));
    return holder ? `${fact} [${holder[0]}]` : fact; // no topic file holds it: shown bare
  });
  const largest = [...all].sort(([a, x], [b, y]) => y.length - x.length || a.localeCompare(b));
  const named = largest.slice(0, POINTER_TOPICS).map(([slug, f]) => `${slug} (${f.length})`);
  if (largest.length > POINTER_TOPICS) named.push(`and ${largest.length - POINTER_TOPICS} more`);
  lines.push(
    `(This list is the ${recent.length} most recent of ${total} facts, across ${all.size} ` +
      `topics: ${named.join(", ")}. Use memory_recall for anything not shown — it is saved, ` +
      "just not inline.)",
  );
  return lines;
}

// ---- capability personal: only the owner hears what is stored -------------------------------

// The prompt's lines as one string, or "" for anyone but the owner. (No profile claimed: "".)
function context(system, personal) {
  return { profile: "", facts: personal ? factsForPrompt(system).join("\n") : "" };
}

// ---- the protocol ---------------------------------------------------------------------------

// The contract's methods (adapter.py), by name; each gets the open system and the params.
const METHODS = {
  memory_dir: (system) => system.dir,
  write_fact: (system, p) => writeFact(system, p.fact, p.topic),
  memory_write: (system, p) => memoryWrite(system, p.fact, p.topic),
  memory_recall: (system, p) => memoryRecall(system, p.query, p.topic),
  facts_for_prompt: (system) => factsForPrompt(system),
  delete_topic: (system, p) => deleteTopic(system, p.slug),
  load_context: (system, p) => context(system, p.personal === true),
  bridge_context: (system, p) => context(system, Boolean(p.speaker?.is_owner)),
  close: () => null,
};

const systems = new Map();
let opened = 0;

function answer(request) {
  switch (request.method) {
    case "hello":
      if (request.protocol !== PROTOCOL) throw failure("ProtocolError", "I speak protocol 1");
      return {
        protocol: PROTOCOL,
        name: "kotoba-js-tutorial",
        version: "0.1.0",
        capabilities: ["facts", "prompt", "personal"],
        known_failures: [],
      };
    case "open": {
      const handle = `system-${++opened}`;
      systems.set(handle, { dir: memoryDir(request.spec.env) });
      return { system: handle };
    }
    case "bye":
      return null;
    default: {
      const system = systems.get(request.system);
      if (!system) throw failure("ProtocolError", `no open system ${request.system}`);
      const method = METHODS[request.method];
      if (!method) throw failure("NotImplementedError", `no ${request.method} yet`);
      const result = method(system, request.params);
      if (request.method === "close") systems.delete(request.system);
      return result === undefined ? null : result;
    }
  }
}

// One JSON request per line in, one JSON answer per line out. Logs go to stderr, never stdout.
function send(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  let request;
  try {
    request = JSON.parse(line);
  } catch (error) {
    send({ id: null, error: { type: "ProtocolError", message: error.message } });
    return;
  }
  try {
    send({ id: request.id, result: answer(request) });
  } catch (error) {
    send({ id: request.id, error: { type: error.type || error.name, message: error.message } });
  }
  if (request.method === "bye") process.exit(0);
});
