'use strict';
// One open install: the adapter contract's methods (adapter.py), by name, with their arguments
// checked. A bad argument raises ArgTypeError / ArgValueError, which travel as TypeError and
// ValueError; anything else thrown is a failure of ours and travels under its own name.

const os = require('os');
const path = require('path');
const { Store } = require('./store');
const { writeFact, memoryWrite } = require('./write');
const { recall } = require('./recall');
const { factsForPrompt } = require('./prompt');
const { isSlug } = require('./text');
const { Lifetime, KINDS } = require('./lifetime');
const { Collector } = require('./collector');

class ArgTypeError extends Error {}
class ArgValueError extends Error {}

const CAPABILITIES = ['facts', 'prompt', 'personal', 'lifetime', 'collector'];

function typeName(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'object';
  return typeof value;
}

/**
 * A string argument. A number is taken as its text (R15: a type the documents never mention may
 * be converted, and 42 as a fact is the fact "42"); anything else is a TypeError.
 */
function text(name, value, { nullable = false } = {}) {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (value === null && nullable) return null;
  throw new ArgTypeError(`${name} must be a string, not ${typeName(value)}`);
}

/** A write's topic: null (the default, "general") or text. */
function topicOf(params) {
  return text('topic', params.topic ?? null, { nullable: true });
}

function flag(name, value) {
  if (typeof value === 'boolean') return value;
  throw new ArgTypeError(`${name} must be true or false, not ${typeName(value)}`);
}

/** Python's truthiness, as in personal=bool(who and who.is_owner). */
function truthy(value) {
  if (value === null || value === undefined || value === false || value === 0 || value === '') {
    return false;
  }
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

class System {
  constructor(spec) {
    if (!spec || typeof spec !== 'object' || !spec.env || typeof spec.env !== 'object') {
      throw new ArgValueError('spec.env must be an object');
    }
    const env = spec.env;
    const home = path.resolve(env.KOTOBA_HOME || path.join(env.HOME || os.homedir(), '.kotoba'));
    this.home = home;
    this.memoryDir = path.resolve(env.KOTOBA_MEMORY_DIR || path.join(home, 'memory'));
    this.store = new Store(this.memoryDir);
    this.lifetime = new Lifetime(home);
    this.collector = new Collector(this.store);
  }

  call(method, params) {
    const p = params || {};
    switch (method) {
      // ---- facts and prompt
      case 'memory_dir':
        return this.memoryDir;
      case 'memory_write':
        return memoryWrite(this.store, text('fact', p.fact), topicOf(p));
      case 'write_fact':
        return writeFact(this.store, text('fact', p.fact), topicOf(p));
      case 'memory_recall':
        return recall(
          this.store,
          text('query', p.query ?? null, { nullable: true }),
          text('topic', p.topic ?? null, { nullable: true })
        );
      case 'facts_for_prompt':
        return factsForPrompt(this.store);
      case 'delete_topic':
        return this.deleteTopic(text('slug', p.slug));
      case 'close':
        this.collector.stop();
        return null;
      // ---- personal
      case 'load_context':
        return this.context(flag('personal', p.personal));
      case 'bridge_context':
        return this.context(this.isOwner(p.speaker));
      // ---- lifetime
      case 'hold_session_state': {
        const kind = text('kind', p.kind);
        if (!KINDS.includes(kind)) {
          throw new ArgValueError(`unknown kind of session state: ${kind}`);
        }
        this.lifetime.hold(kind);
        return null;
      }
      case 'session_state':
        return [...this.lifetime.state];
      case 'add_due_reminder':
        this.lifetime.add(text('text', p.text));
        return null;
      case 'set_listening':
        this.lifetime.listening = flag('listening', p.listening);
        return null;
      case 'check_reminders':
        this.lifetime.check();
        return null;
      case 'delivered_reminders':
        return [...this.lifetime.delivered];
      case 'due_reminders':
        return this.lifetime.due();
      // ---- collector
      case 'script_collector_model':
        if (p.answer === null || typeof p.answer !== 'object' || Array.isArray(p.answer)) {
          throw new ArgTypeError(`answer must be an object, not ${typeName(p.answer)}`);
        }
        this.collector.script(p.answer);
        return null;
      case 'reply_to':
        return this.collector.replyTo(text('message', p.message));
      case 'settle_collector': {
        const seconds = p.timeout_seconds;
        if (typeof seconds !== 'number') throw new ArgTypeError('timeout_seconds must be a number');
        return this.collector.settle(seconds); // a promise: the protocol layer waits for it
      }
      case 'collector_prompts':
        return [...this.collector.prompts];
      case 'companion_name':
        return this.collector.companion;
      default:
        return undefined; // not a method of ours: the protocol layer answers
    }
  }

  /** What DELETE /api/memory/topic/{slug} does. Only a real slug names a file. */
  deleteTopic(slug) {
    if (!isSlug(slug)) throw new ArgValueError(`not a topic slug: ${JSON.stringify(slug)}`);
    this.store.update(
      (topics) => {
        topics.delete(slug);
        return { result: null, touched: new Set(), fresh: null, removed: [slug] };
      },
      { create: false }
    );
    return null;
  }

  /**
   * The personal stores' context. We keep no profile (that needs the `profile` capability's
   * database), so nothing from a profile ever reaches the prompt: its part is always "".
   */
  context(personal) {
    if (!personal) return { profile: '', facts: '' };
    return { profile: '', facts: factsForPrompt(this.store).join('\n') };
  }

  isOwner(speaker) {
    if (speaker === null || speaker === undefined) return false;
    if (typeof speaker !== 'object' || Array.isArray(speaker)) {
      throw new ArgTypeError(`speaker must be an object or null, not ${typeName(speaker)}`);
    }
    return truthy(speaker) && truthy(speaker.is_owner);
  }
}

module.exports = { System, CAPABILITIES, ArgTypeError, ArgValueError };
