'use strict';
// Capability `collector`: after each reply, a background pass asks a model for durable facts in
// the user's message. The reply never waits for it. The model is whatever the suite scripts
// (the model is data); the prompt, what is done with the answer, and the narration filter are
// ours. We keep no profile, so a user name in the answer has nowhere to go and is dropped.

const { writeFact } = require('./write');
const { collapse } = require('./text');

const DEFAULT_COMPANION = 'Kotoba';

/** The prompt, in our own words: the week horizon, the four exclusions, what is stored. */
function buildPrompt(message, stored, companion) {
  const known = stored.length ? stored.map((f) => `- ${f}`).join('\n') : '(nothing stored yet)';
  return [
    `You read one message the user just sent to ${companion} and pick out what is worth`,
    'remembering about them for the long run.',
    '',
    'Keep only what will still be true in about a week. Leave out, always, because these belong',
    'to the conversation and not to the person:',
    '1. anything the user asked you to do (a request, a task, an errand);',
    '2. a passing reaction, a joke, a provocation or an insult, or anything said to get a rise',
    '   out of you;',
    '3. what you or the conversation are doing right now;',
    "4. an inference about the user's identity, health, beliefs or politics that they did not",
    '   plainly state about themselves.',
    '',
    'Already stored (in any language; do not repeat one of these, even translated):',
    known,
    '',
    'Each fact: one short third-person statement in English. Also give the user\'s own name if',
    `they told it, and a new name for ${companion} only if they plainly renamed her; mentioning`,
    'someone else, greeting her by her name or praising a name is no renaming (null).',
    'Answer with JSON: {"facts": [...], "user_name": string or null,',
    '"companion_name": string or null}',
    '',
    'The message:',
    message,
  ].join('\n');
}

/**
 * Task narration ("Creating the folder…", "Running the script…"): an -ing verb opening the
 * sentence with a thing it acts on, or a trailing ellipsis. A durable fact that merely starts
 * with an -ing word ("Running is her favourite sport") is kept.
 */
function looksEphemeral(fact) {
  const text = fact.trim();
  if (/(?:…|\.\.\.)$/.test(text)) return true;
  const m = /^(?:(?:i am|i'm|she is|she's|now|just|still)\s+)?([a-z]+ing)\s+(\S+)/i.exec(text);
  if (!m) return false;
  return /^(?:the|a|an|your|my|this|that|these|those|some|it|them|up)$/i.test(m[2]);
}

class Collector {
  constructor(store) {
    this.store = store;
    this.answer = {};
    this.prompts = [];
    this.pending = new Set();
    this.timers = new Set();
    this.companion = DEFAULT_COMPANION;
  }

  script(answer) {
    this.answer = answer && typeof answer === 'object' ? { ...answer } : {};
  }

  /** She replies at once; the pass over the message runs in the background. */
  replyTo(message) {
    const stored = [];
    for (const topic of this.store.topics().values()) stored.push(...topic.facts);
    const prompt = buildPrompt(message, stored, this.companion);
    this.prompts.push(prompt);
    const answer = this.answer;
    const delay = Math.max(0, Number(answer.delay_seconds) || 0) * 1000;
    const pass = new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        try {
          this.take(answer, message);
        } catch (err) {
          process.stderr.write(`collector pass failed: ${err && err.message}\n`);
        }
        resolve();
      }, delay);
      this.timers.add(timer);
    });
    this.pending.add(pass);
    pass.then(() => this.pending.delete(pass));
    return 'Noted.';
  }

  take(answer, message) {
    for (const candidate of Array.isArray(answer.facts) ? answer.facts : []) {
      if (typeof candidate !== 'string' || looksEphemeral(candidate)) continue;
      writeFact(this.store, candidate, null); // the store's own checks and de-duplication apply
    }
    const name = typeof answer.companion_name === 'string' ? collapse(answer.companion_name) : '';
    // A renaming names the new name; an empty answer or the current name changes nothing.
    if (name && name !== this.companion && message.toLowerCase().includes(name.toLowerCase())) {
      this.companion = name;
    }
  }

  /** Resolves true once every pass started so far is done, false if the timeout comes first. */
  settle(timeoutSeconds) {
    const all = Promise.all([...this.pending]).then(() => true);
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, timeoutSeconds) * 1000);
    });
    return Promise.race([all, late]).finally(() => clearTimeout(timer));
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

module.exports = { Collector, looksEphemeral, buildPrompt };
