'use strict';
// Capability `lifetime`: session state lives in this process's memory only, so a restart
// forgets it; reminders are scheduled data and live in a file in the home, so a reminder that
// comes due with nothing listening is not delivered, not settled, and is still due afterwards.

const fs = require('fs');
const path = require('path');
const { OWNER } = require('./lock');

const KINDS = [
  'fired reminder',
  'active MCP servers',
  'task list',
  'screenshot log',
  'one-time secret',
  'report viewer',
];

class Reminders {
  constructor(home) {
    this.file = path.join(home, 'reminders.json');
  }

  load() {
    try {
      const data = JSON.parse(fs.readFileSync(this.file, 'utf8'));
      return Array.isArray(data) ? data : [];
    } catch {
      return [];
    }
  }

  save(list) {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${OWNER}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(list));
    fs.renameSync(tmp, this.file);
  }
}

class Lifetime {
  constructor(home) {
    this.state = new Set();
    this.listening = false; // nothing is listening until something says so
    this.delivered = [];
    this.reminders = new Reminders(home);
  }

  hold(kind) {
    this.state.add(kind);
  }

  add(text) {
    const list = this.reminders.load();
    list.push({ text, due: true });
    this.reminders.save(list);
  }

  /** One tick of the reminder timer: deliver what is due to a listener, or leave it due. */
  check() {
    if (!this.listening) return;
    const list = this.reminders.load();
    const due = list.filter((r) => r.due);
    if (!due.length) return;
    for (const r of due) this.delivered.push(r.text);
    this.reminders.save(list.filter((r) => !r.due));
  }

  due() {
    return this.reminders.load().filter((r) => r.due).map((r) => r.text);
  }
}

module.exports = { Lifetime, KINDS };
