'use strict';
// The cross-process lock, with Node's built-ins only (Node has no flock).
//
// "Writes are atomic and locked across processes — the lock file USER.md.lock sits beside the
// index." The lock file is a token passed by rename, the one atomic compare-and-swap a POSIX file
// system offers:
//
//   free:  USER.md.lock exists.
//   take:  rename USER.md.lock -> USER.md.lock.<owner>.held. Of several takers exactly one
//          succeeds; the others get ENOENT and wait.
//   give:  rename USER.md.lock.<owner>.held -> USER.md.lock.
//
// A writer killed with kill -9 leaves USER.md.lock.<dead owner>.held behind. The owner names the
// process (pid and its start time, so a reused pid is not mistaken for the dead writer), so the
// next writer sees it is dead and takes the token over by renaming that file to its own name:
// again an atomic swap that only one waiter can win. No cleanup is ever needed, and the lock file
// is back under its documented name after every write. (Creating the very first token can race;
// see the check after taking it.)

const fs = require('fs');
const path = require('path');
const crypto = require('crypto');

const LOCK_NAME = 'USER.md.lock';
const TIMEOUT_MS = 25000; // under the suite's 30-second answer timeout
const HELD = /^USER\.md\.lock\.(\d+)-(\d+)-[0-9a-f]+\.held$/;

function procStat(pid) {
  // Fields after the command name, which is in parentheses and may itself hold spaces.
  const raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return raw.slice(raw.lastIndexOf(')') + 2).split(' ');
}

function ownStartTime() {
  try {
    return procStat(process.pid)[19];
  } catch {
    return '0';
  }
}

const START = ownStartTime();
const OWNER = `${process.pid}-${START}-${crypto.randomBytes(6).toString('hex')}`;

/** Is the process that took the lock gone (or a zombie, or its pid reused by another)? */
function ownerIsDead(pid, startTime) {
  if (pid === process.pid && startTime === START) return false; // this very process
  try {
    const fields = procStat(pid);
    const state = fields[0];
    if (state === 'Z' || state === 'X') return true;
    return startTime !== '0' && fields[19] !== startTime;
  } catch (err) {
    if (err.code !== 'ENOENT' && err.code !== 'ESRCH') {
      // No /proc here: fall back on signal 0.
      try {
        process.kill(pid, 0);
        return false;
      } catch (e) {
        return e.code === 'ESRCH';
      }
    }
    return true;
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(pause, 0, 0, ms);
}

/** The other live holders' file names, and the dead ones', in a listing of the folder. */
function holders(names, mine) {
  const live = [];
  const dead = [];
  for (const name of names) {
    const m = HELD.exec(name);
    if (!m || name === mine) continue;
    (ownerIsDead(Number(m[1]), m[2]) ? dead : live).push(name);
  }
  return { live, dead };
}

/** Run fn() holding the store's lock; the memory folder must exist. */
function withLock(dir, fn) {
  const lock = path.join(dir, LOCK_NAME);
  const mineName = `${LOCK_NAME}.${OWNER}.held`;
  const mine = path.join(dir, mineName);
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    let got = renameIfThere(lock, mine);
    if (!got) {
      const names = fs.readdirSync(dir);
      const { live, dead } = holders(names, mineName);
      for (const name of dead) {
        // A writer killed holding the lock: take its token over, atomically, as one waiter can.
        if ((got = renameIfThere(path.join(dir, name), mine))) break;
      }
      if (!got && !live.length && !names.includes(LOCK_NAME)) {
        // No token at all: the store's first write, or the file deleted by hand. Create it and
        // take it on the next turn.
        try {
          fs.closeSync(fs.openSync(lock, 'wx'));
        } catch (err) {
          if (err.code !== 'EEXIST') throw err;
        }
        continue;
      }
    }
    if (got) {
      // Two creators racing can leave two tokens. Whoever holds one and sees another live
      // holder gives its own up, so two writers are never inside together.
      if (!holders(fs.readdirSync(dir), mineName).live.length) break;
      removeIfThere(mine);
    }
    if (Date.now() > deadline) throw new Error(`could not take ${lock} within ${TIMEOUT_MS} ms`);
    sleep(1 + Math.floor(Math.random() * 10));
  }
  try {
    return fn();
  } finally {
    // The folder deleted under us (by hand) leaves nothing to give back.
    renameIfThere(mine, lock);
  }
}

function renameIfThere(from, to) {
  try {
    fs.renameSync(from, to);
    return true;
  } catch (err) {
    if (err.code === 'ENOENT') return false;
    throw err;
  }
}

function removeIfThere(file) {
  try {
    fs.unlinkSync(file);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
}

module.exports = { withLock, ownerIsDead, OWNER, LOCK_NAME };
