'use strict';
// The kit's JSON-lines stdio protocol (docs/stdio.md): one JSON object per line each way.
// Lines are split on the byte "\n" only and decoded as UTF-8, so U+0085, U+2028 and U+2029
// inside a string are just characters. Answers are written as pure ASCII (every non-ASCII UTF-16
// unit as a \uXXXX escape), so any string, lone surrogates and NUL included, crosses intact.

const fs = require('fs');
const { System, CAPABILITIES, ArgTypeError, ArgValueError } = require('./system');

const NAME = 'kotoba-liberal-node';
const VERSION = '1.0.0';

class ProtocolError extends Error {}

function encode(message) {
  return (
    JSON.stringify(message).replace(
      /[\u007f-\uffff]/g,
      (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0')
    ) + '\n'
  );
}

function send(message) {
  const buf = Buffer.from(encode(message), 'ascii');
  let off = 0;
  while (off < buf.length) {
    try {
      off += fs.writeSync(1, buf, off, buf.length - off);
    } catch (err) {
      if (err.code !== 'EAGAIN') throw err;
    }
  }
}

function errorOf(err) {
  if (err instanceof ArgTypeError) return { type: 'TypeError', message: err.message };
  if (err instanceof ArgValueError) return { type: 'ValueError', message: err.message };
  if (err instanceof ProtocolError) return { type: 'ProtocolError', message: err.message };
  // Our own bug or an I/O failure: never dressed up as a bad argument.
  const name = err && err.name ? `JS${err.name}` : 'JSError';
  return { type: name, message: String((err && err.message) || err) };
}

function oneLine(err) {
  return String((err && err.stack) || err).replace(/\s*\n\s*/g, ' | ');
}

class Server {
  constructor() {
    this.systems = new Map();
    this.opened = 0;
    this.done = false;
  }

  handle(request) {
    switch (request.method) {
      case 'hello':
        if (request.protocol !== 1) {
          throw new ProtocolError(`protocol ${request.protocol} is not 1`);
        }
        return {
          protocol: 1,
          name: NAME,
          version: VERSION,
          capabilities: CAPABILITIES,
          known_failures: [],
        };
      case 'open': {
        const system = new System(request.spec);
        const handle = `install-${++this.opened}`;
        this.systems.set(handle, system);
        return { system: handle };
      }
      case 'bye':
        this.done = true;
        return null;
      default: {
        const system = this.systems.get(request.system);
        if (!system) throw new ProtocolError(`no open system ${JSON.stringify(request.system)}`);
        const params = request.params;
        const notObject = params === null || typeof params !== 'object' || Array.isArray(params);
        if (params !== undefined && notObject) {
          throw new ProtocolError('params must be an object');
        }
        const result = system.call(request.method, params);
        if (result === undefined) {
          const e = new Error(`this implementation has no method ${request.method}`);
          e.name = 'NotImplementedError';
          throw e;
        }
        if (request.method === 'close') this.systems.delete(request.system);
        return result;
      }
    }
  }

  /** Answer one line; a method may answer with a promise (the collector's settle), awaited. */
  async line(text) {
    let request;
    try {
      request = JSON.parse(text);
    } catch (err) {
      send({ id: null, error: { type: 'ProtocolError', message: `not JSON: ${err.message}` } });
      return;
    }
    const id = request && typeof request === 'object' ? request.id : undefined;
    if (!Number.isInteger(id) || id < 0 || typeof request.method !== 'string') {
      const message = 'a request needs an integer id and a method';
      send({ id: null, error: { type: 'ProtocolError', message } });
      return;
    }
    try {
      send({ id, result: await this.handle(request) });
    } catch (err) {
      const expected = [ArgTypeError, ArgValueError, ProtocolError].some((c) => err instanceof c);
      if (!expected) {
        // One line, so the suite's quote of our stderr's last line carries the message.
        process.stderr.write(`${request.method} failed: ${oneLine(err)}\n`);
      }
      send({ id, error: errorOf(err) });
    }
  }
}

/** Read stdin as bytes, answer each line, exit on `bye` or at the end of input. */
function serve() {
  // A crash is reported on stderr as one line, so the suite's quote of our last line shows it.
  process.on('uncaughtException', (err) => {
    process.stderr.write(`crashed: ${oneLine(err)}\n`);
    process.exit(70);
  });
  const server = new Server();
  const decoder = new TextDecoder('utf-8');
  let pending = [];
  // Lines are answered strictly one after another, even when an answer has to wait.
  let queue = Promise.resolve();
  const take = (line) => {
    queue = queue.then(async () => {
      if (server.done) return;
      if (line.trim()) await server.line(line);
      if (server.done) process.exit(0);
    });
  };
  process.stdin.on('data', (chunk) => {
    let start = 0;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, i));
      take(decoder.decode(Buffer.concat(pending)));
      pending = [];
      start = i + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  });
  process.stdin.on('end', () => {
    take(decoder.decode(Buffer.concat(pending)));
    queue = queue.then(() => process.exit(0));
  });
}

module.exports = { serve, encode };
