"""Generated programs: every invariant the documents state, checked after every step.

A scenario of `features/` checks a rule on the examples it names; the next bug of the same rule,
in another combination, passes it. So `run` also executes a fixed set of generated programs per
claimed capability and checks, after every step, every invariant of `contract/invariants.py`
(each a sentence of the documents, or a resolution, that says what holds after any operation).

The parts, each usable alone (the `diff` command reuses them to compare two implementations):

- `operations`: a program is a sequence of `Operation`s, frozen dataclasses of plain values
  (`Write(fact, topic, route)`, `AddBullet(topic, fact)`, `DeleteTopic(topic)`, `Say(role,
  content)`, ...), each with `step()`, the shipped Gherkin step doing the same, `capability`
  (what it needs claimed) and `clause` (charged when the call raises an error the contract
  does not allow).
- `generate.cases()`: the run's programs, `ProgramCase(id, needs, program)`, the same on every
  run (seed `generate.SEED`); `facts_program(seed, n)` and `log_program(seed, n)` draw more.
- `interpreter.execute(program, adapter, root, on_step=None) -> Trace`: performs a program on a
  fresh system opened on scratch folders under `root` (an empty folder), through the adapter
  contract and, for hand edits, on the files; passes over an operation the store cannot take
  (`NotApplicable`). Each step is an `Observation` (`trace.py`): the operation, its `Answer`
  (value, or error and whether the contract allows it), every file of the scratch machine
  before and after (database files aside), the prompt's lines, the read-backs `probes_for`
  chose (memory searches, a topic read, the topic list, log searches: `Probe` -> `Answer`), and
  the turns table's rows. `on_step(model_before, model_after, observation)` sees each step as
  it is taken and may raise to stop.
- `model.Model`: what the store must hold as far as the documents fix it, advanced by
  `Model.advance(op, observation)`, which takes the implementation's choices only where the
  documents allow one (which related facts a correction retires, a case variant stored or not).
- `checkers`: one function per invariant, `CHECKERS[id](View(before, after, observation))`
  answering None or a `Violation` (invariant, clause, the Gherkin Then steps, expected, found);
  `judge(view)` asks the error contract, then each checker in order.
- `verdict.verdict(program, adapter, scratch, name)`: executes and judges, and on the first
  violation shrinks the program (at most `SHRINK_RUNS` more runs; not where the caller's
  `worth_shrinking` says no, as for a known failure) into a `ProgramFailure`, whose
  `scenario()` is the Gherkin to paste into `features/`, tagged with the clause, citing the
  sentence.

`steps/test_programs.py` makes each case an item of `run`, tagged with the clauses of the
invariants it checks, so the per-clause table counts it; `fuzz` keeps the long random search.
"""
