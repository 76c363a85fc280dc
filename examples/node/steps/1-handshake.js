// kotoba.js: a Kotoba memory store in plain Node (20 or newer, no packages), spoken to over
// the kit's stdio protocol. docs/implementing.md grows it step by step (examples/node/steps/).
"use strict";

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

// The contract's methods (adapter.py), by name; each gets the open system and the params.
const METHODS = {
  memory_dir: (system) => system.dir,
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
        capabilities: ["facts", "prompt"],
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
