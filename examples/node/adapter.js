#!/usr/bin/env node
// A small Kotoba fact store in JavaScript, spoken to over the kit's stdio protocol.
//
//   kotoba-conformance run --adapter-command "node examples/node/adapter.js" --clause STORE-1 ...
//
// It shows the whole path for an implementer in another language: read one JSON request per
// line on stdin, answer one JSON line on stdout (logs go to stderr), keep open systems by
// handle. Its store does just enough for the STORE clauses (the files' shape, the index, slugs,
// the default topic, a regenerated folder, locked and atomic writes). It is an example, not a
// second reference: it refuses nothing, judges no duplicate but a word-for-word one, and its
// search is a plain word match.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const readline = require("node:readline");

const PROTOCOL = 1;
const RECENT_CAP = 25;
const HEADER =
  "Durable memory, organized by topic — about you and about anything important (projects, " +
  "plans, context). Kotoba reads this index every conversation; details live in the linked " +
  "topic files (she can recall any of them on demand) and she creates new topics freely as " +
  "things come up. You can edit any of these.";

// ---- the store ----------------------------------------------------------------------------

class BadArgument extends Error {
  constructor(type, message) {
    super(message);
    this.type = type; // "TypeError" or "ValueError": travels back under that name
  }
}

function memoryDir(env) {
  const home = env.KOTOBA_HOME || path.join(env.HOME || require("node:os").homedir(), ".kotoba");
  return env.KOTOBA_MEMORY_DIR || path.join(home, "memory");
}

// A slug is a-z, 0-9 and "-" only: accents folded, everything else a dash. No name escapes topics/.
function slugify(topic) {
  const folded = topic.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  const slug = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return slug || "general";
}

function bullets(text) {
  return text
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2).trim());
}

function readOr(file, fallback) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if (error.code === "ENOENT") return fallback;
    throw error;
  }
}

// Write beside the target, then rename over it: a reader sees the old file or the new, never half.
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text, "utf8");
  fs.renameSync(temporary, file);
}

function sleep(milliseconds) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}

// Node has no flock, so the writers' lock is a directory made with mkdir (atomic across
// processes); USER.md.lock is the lock file the documents name, kept beside the index.
function withLock(dir, action) {
  fs.mkdirSync(dir, { recursive: true });
  fs.closeSync(fs.openSync(path.join(dir, "USER.md.lock"), "a"));
  const mutex = path.join(dir, ".USER.md.lock.held");
  const deadline = Date.now() + 30000;
  for (;;) {
    try {
      fs.mkdirSync(mutex);
      break;
    } catch (error) {
      if (error.code !== "EEXIST" || Date.now() > deadline) throw error;
      sleep(2);
    }
  }
  try {
    return action();
  } finally {
    fs.rmdirSync(mutex);
  }
}

class FactStore {
  constructor(dir) {
    this.dir = dir;
  }

  topicsDir() {
    return path.join(this.dir, "topics");
  }

  topicFiles() {
    let names = [];
    try {
      names = fs.readdirSync(this.topicsDir());
    } catch (error) {
      if (error.code !== "ENOENT") throw error;
    }
    return names.filter((name) => /^[a-z0-9-]+\.md$/.test(name)).sort();
  }

  allFacts() {
    return this.topicFiles().flatMap((name) =>
      bullets(readOr(path.join(this.topicsDir(), name), "")).map((fact) => ({
        fact,
        topic: name.slice(0, -3),
      })),
    );
  }

  writeFact(fact, topic) {
    if (typeof fact !== "string") throw new BadArgument("TypeError", "fact must be a string");
    if (topic !== null && typeof topic !== "string") {
      throw new BadArgument("TypeError", "topic must be a string or null");
    }
    const text = fact.replace(/\s+/g, " ").trim();
    const result = { written: false, reason: "", retired: [], conflicts: [], duplicate_of: null };
    if (!text) return { ...result, reason: "empty" };
    const slug = slugify(topic === null ? "general" : topic);
    return withLock(this.dir, () => {
      const same = this.allFacts().find((known) => known.fact.toLowerCase() === text.toLowerCase());
      if (same) return { ...result, reason: "duplicate", duplicate_of: same.fact };
      fs.mkdirSync(this.topicsDir(), { recursive: true });
      const file = path.join(this.topicsDir(), `${slug}.md`);
      let body = readOr(file, `# ${slug}\n\n`);
      if (!body.endsWith("\n")) body += "\n";
      writeAtomically(file, `${body}- ${text}\n`);
      this.rebuildIndex(text);
      return { ...result, written: true, reason: "written", slug, fact: text };
    });
  }

  // USER.md: the header, the newest facts oldest first, then one line per topic file.
  rebuildIndex(newFact) {
    const index = path.join(this.dir, "USER.md");
    const current = readOr(index, "");
    const recentPart = current.split("## Recent")[1] || "";
    const recent = bullets(recentPart.split("## Topics")[0]);
    if (newFact !== undefined) recent.push(newFact);
    const topics = this.topicFiles().map((name) => {
      const slug = name.slice(0, -3);
      const count = bullets(readOr(path.join(this.topicsDir(), name), "")).length;
      return `- ${slug} → topics/${name} (${count} facts)\n`;
    });
    const listed = recent.slice(-RECENT_CAP).map((fact) => `- ${fact}\n`).join("");
    writeAtomically(index, `${HEADER}\n\n## Recent\n\n${listed}\n## Topics\n\n${topics.join("")}`);
  }

  memoryWrite(fact, topic) {
    const result = this.writeFact(fact, topic);
    if (result.written) return `Saved under ${result.slug}: "${result.fact}".`;
    if (result.reason === "duplicate") return `Already saved as "${result.duplicate_of}"; nothing written.`;
    return "Nothing to save: the fact is empty.";
  }

  memoryRecall(query, topic) {
    if (topic !== null && topic !== undefined) {
      const file = path.join(this.topicsDir(), `${slugify(topic)}.md`);
      const facts = bullets(readOr(file, ""));
      return facts.length ? facts.map((f) => `- ${f}`).join("\n") : `No saved facts under topic "${topic}".`;
    }
    if (query === null || query === undefined) {
      return this.topicFiles().map((name) => `- ${name.slice(0, -3)}`).join("\n") || "Nothing is saved yet.";
    }
    const words = String(query).toLowerCase().split(/\W+/).filter(Boolean);
    const hits = this.allFacts().filter(({ fact }) => words.some((w) => fact.toLowerCase().includes(w)));
    if (!hits.length) return `Nothing saved matches "${query}".`;
    return hits.map(({ fact, topic: slug }) => `- ${fact} [${slug}]`).join("\n");
  }

  factsForPrompt() {
    const recent = bullets((readOr(path.join(this.dir, "USER.md"), "").split("## Recent")[1] || "").split("## Topics")[0]);
    return recent.map((fact) => `- ${fact}`);
  }

  deleteTopic(slug) {
    withLock(this.dir, () => {
      fs.rmSync(path.join(this.topicsDir(), `${slugify(String(slug))}.md`), { force: true });
      this.rebuildIndex();
    });
  }
}

// ---- the protocol -------------------------------------------------------------------------

const systems = new Map();
let opened = 0;

const METHODS = {
  memory_dir: (store) => store.dir,
  write_fact: (store, p) => {
    const { slug, fact, ...result } = store.writeFact(p.fact, p.topic ?? null);
    return result;
  },
  memory_write: (store, p) => store.memoryWrite(p.fact, p.topic ?? null),
  memory_recall: (store, p) => store.memoryRecall(p.query ?? null, p.topic ?? null),
  facts_for_prompt: (store) => store.factsForPrompt(),
  delete_topic: (store, p) => store.deleteTopic(p.slug),
  close: () => null,
};

class ProtocolError extends Error {
  constructor(message) {
    super(message);
    this.type = "ProtocolError";
  }
}

function answer(request) {
  switch (request.method) {
    case "hello":
      if (request.protocol !== PROTOCOL) throw new ProtocolError(`this server speaks protocol ${PROTOCOL}`);
      return {
        protocol: PROTOCOL,
        name: "kotoba-node-example",
        version: "0.1.0",
        capabilities: ["facts", "prompt"],
        known_failures: [],
      };
    case "open": {
      opened += 1;
      const handle = `node-${opened}`;
      systems.set(handle, new FactStore(memoryDir(request.spec.env)));
      return { system: handle };
    }
    case "bye":
      return null;
    default: {
      const store = systems.get(request.system);
      if (!store) throw new ProtocolError(`no open system ${JSON.stringify(request.system)}`);
      const method = METHODS[request.method];
      if (!method) throw Object.assign(new Error(`no method ${request.method}`), { type: "AttributeError" });
      const result = method(store, request.params || {});
      if (request.method === "close") systems.delete(request.system);
      return result === undefined ? null : result;
    }
  }
}

function reply(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

const lines = readline.createInterface({ input: process.stdin, terminal: false });
lines.on("line", (line) => {
  let request;
  try {
    request = JSON.parse(line);
  } catch (error) {
    reply({ id: null, error: { type: "ProtocolError", message: `not JSON: ${error.message}` } });
    return;
  }
  try {
    reply({ id: request.id, result: answer(request) });
  } catch (error) {
    reply({ id: request.id, error: { type: error.type || error.name || "Error", message: error.message } });
  }
  if (request.method === "bye") process.exit(0);
});
