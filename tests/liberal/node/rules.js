'use strict';
// The judgements a write makes: does the fact look Spanish, is it compound, and what does it do
// to each stored fact (duplicate, rewording, correction, conflict, or nothing). The documents
// name these rules but not where their lines fall; these lines are our own, biased toward keeping.

const { words } = require('./text');

const REFUSE_SPANISH =
  'NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be ' +
  'matched or corrected later. Translate it into one short third-person English statement and ' +
  'call memory_write again.';
const REFUSE_COMPOUND =
  'NOT SAVED — that reads as more than one fact, and a compound fact can never be corrected ' +
  'later without destroying its other half.';

// ---------------------------------------------------------------------------------------------
// Spanish. "Deliberately hard to trigger — a Spanish-only word, or a Spanish verb plus one more
// signal — and it covers no other language." Our reading: a Spanish-only word refuses alone; a
// verb form Spanish shares with Italian, Portuguese or French refuses only beside a function word
// that those languages do not use the same way. Capitalised words past the first are names
// ("Peña", "Los Angeles", "Playa del Carmen" keeps only "del") and never count.

// Words no English, French, Italian, Portuguese or German sentence uses.
const SPANISH_ONLY = new Set(
  (
    'perro perra perros perras llamado llamada llamados llamadas hermano hermana hermanos ' +
    'hermanas hijo hija hijos hijas mujer novio novia muy también tambien ahora ayer hoy siempre ' +
    'ciudad años ella ellos ellas nosotros nosotras usted ustedes vosotros estoy están estás ' +
    'estamos trabaja trabajan trabajo juega juegan quiere quieren prefiere prefieren estudia ' +
    'estudian habla hablan hace hacen donde dónde cuando cuándo mucho mucha muchos muchas pero ' +
    'además aquí allí viven vivimos tenemos tienen tengo tienes encanta encantan gustan según ' +
    'después él qué escribe baila trabajando viviendo'
  ).split(' ')
);
// Verb forms Spanish shares with a neighbour ("vive" is Italian and Portuguese too).
const SHARED_VERBS = new Set('vive vivo tiene es ama gusta bebe lee corre toca canta'.split(' '));
// Function words that mark Spanish against Italian ("in", "il"), Portuguese ("em", "os") and
// French ("le", "les"): beside a Spanish verb, one of these is the second signal.
const SPANISH_FUNCTION = new Set('el los las en y del unos unas mis sus tus'.split(' '));

function looksSpanish(fact) {
  if (/[¿¡]/.test(fact)) return true;
  const tokens = fact.match(/[\p{L}]+/gu) || [];
  const counted = tokens
    .filter((t, i) => i === 0 || t === t.toLowerCase())
    .map((t) => t.toLowerCase());
  if (counted.some((t) => SPANISH_ONLY.has(t) || (t.includes('ñ') && t !== 'ñ'))) return true;
  const verb = counted.some((t) => SHARED_VERBS.has(t));
  const signal = counted.some((t) => SPANISH_FUNCTION.has(t));
  return verb && signal;
}

// ---------------------------------------------------------------------------------------------
// Compound. "A semicolon, or a coordinator opening a new clause." Our reading of "opening a new
// clause": the word after the coordinator is a subject pronoun, a determiner (a new noun phrase
// of its own: "and the colour indigo"), a verb or an adverb that only a clause carries. Bare nouns
// ("salt and pepper", "rock and roll") stay one fact.

const COORDINATORS = new Set('and but or nor yet plus whereas while'.split(' '));
const OPENS_CLAUSE = new Set(
  (
    'i he she they we it you there ' +
    'the a an my his her their our your this that these those its ' +
    'is are was were am has have had does did do can could will would should shall might must ' +
    'likes loves lives works plays owns prefers enjoys hates dislikes wants needs drives studies ' +
    'speaks uses eats drinks reads writes runs goes went walks takes makes knows thinks feels ' +
    'also then still always never often usually sometimes now'
  ).split(' ')
);

function looksCompound(fact) {
  if (/[;；]/.test(fact)) return true;
  const tokens = fact.toLowerCase().match(/[\p{L}\p{N}']+/gu) || [];
  for (let i = 1; i < tokens.length - 1; i++) {
    if (COORDINATORS.has(tokens[i]) && OPENS_CLAUSE.has(tokens[i + 1])) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// What a new fact does to a stored one. "The comparison is not about how much two facts overlap
// but where they differ": we strip the words both share at the start (the frame) and at the end,
// and judge the two differing middles. No stemming here, ever (WRITE-12).

// Frames that hold one value at a time: "Favorite color is …", "Lives in …", "named …".
const SINGLE_VALUED = new Set(
  'is are was were am lives works named called born married'.split(' ')
);
// Words that make a tail its own statement ("… named Luna", "… who is 30").
const CLAUSE_WORDS = new Set(
  (
    'who which that whose named called is are was were am has have had lives works likes loves ' +
    'plays owns'
  ).split(' ')
);
// A differing middle naming someone (or something) else is another statement, not a new value.
const OTHER_SUBJECTS = new Set(
  (
    'sister brother mother father mom mum dad parent parents wife husband partner spouse friend ' +
    'son daughter child kid boss colleague coworker cousin aunt uncle niece nephew grandmother ' +
    'grandfather grandma grandpa girlfriend boyfriend neighbour neighbor roommate flatmate dog ' +
    'cat s'
  ).split(' ')
);
// Verbs whose swap is a rewording of the same statement.
const SYNONYMS = [
  'likes loves enjoys adores',
  'hates dislikes detests loathes',
  'lives resides',
  'owns has',
  'prefers favours favors',
].map((g) => new Set(g.split(' ')));

/** The words a duplicate is judged on: case, accents and punctuation aside, nothing else. */
function sameness(fact) {
  return words(fact);
}

/**
 * Judge the new fact against one stored fact: 'duplicate', 'rewording', 'correction',
 * 'conflict' (could be one, so reported, but kept) or null (another statement).
 */
function judge(stored, fresh) {
  const a = sameness(stored);
  const b = sameness(fresh);
  if (a.length === b.length && a.every((w, i) => w === b[i])) return 'duplicate';
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  const oldMid = a.slice(p, a.length - s);
  const newMid = b.slice(p, b.length - s);
  const frame = a.slice(0, p);
  const tail = a.slice(a.length - s);
  if (oldMid.length === 1 && newMid.length === 1) {
    if (SYNONYMS.some((g) => g.has(oldMid[0]) && g.has(newMid[0]))) return 'rewording';
    // dog/dogs, live/lived: an inflection is not a new value (and stemming is not ours to use).
    const [o, n] = [oldMid[0], newMid[0]];
    if (!/\d/.test(o + n) && (o.startsWith(n) || n.startsWith(o))) return null;
  }
  if (oldMid.length === 0 || newMid.length === 0) return null; // a refinement: keep both
  // Words shared inside the middles mean the facts differ in more than one place.
  if (oldMid.some((w) => newMid.includes(w))) return null;
  if ([...oldMid, ...newMid].some((w) => OTHER_SUBJECTS.has(w))) return null;
  if (frame.length < 2 || !frame.some((w) => SINGLE_VALUED.has(w))) return null;
  if (tail.length === 0) return 'correction';
  if (tail.some((w) => CLAUSE_WORDS.has(w))) return null;
  if (oldMid.length === 1 && newMid.length === 1 && tail.length <= 2) return 'correction';
  return 'conflict';
}

module.exports = {
  REFUSE_SPANISH,
  REFUSE_COMPOUND,
  looksSpanish,
  looksCompound,
  judge,
};
