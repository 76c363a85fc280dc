'use strict';
// Text helpers shared by the store, the rules and recall: how a fact is normalised and capped,
// how a topic becomes a slug, how text is cut into words, and the search-side stemmer.

const CAP = 400; // "anything past 400 characters is truncated at a word boundary with an ellipsis"
const SLUG_MAX = 64; // the documents fix no slug length; a file name must stay well under 255 bytes

// Unicode White_Space, not JavaScript's \s: it also counts U+0085 (NEXT LINE), which is a line
// break too, so "whitespace is collapsed" leaves no line break of any kind in a fact.
const WHITESPACE_RUN = /[\p{White_Space}]+/gu;

/**
 * Collapse every run of whitespace (newlines included, R1) to one space and trim the ends. A lone
 * surrogate (which JSON can carry but no UTF-8 file can hold) becomes U+FFFD here, so the fact we
 * answer with is the fact the file holds.
 */
function collapse(text) {
  return text.toWellFormed().replace(WHITESPACE_RUN, ' ').trim();
}

/**
 * The 400-character cap (R3): at most 400 characters kept, cut at the last space inside them when
 * there is one, then an ellipsis. Characters are code points, as the documents' Python counts them.
 */
function cap(text) {
  const chars = Array.from(text);
  if (chars.length <= CAP) return text;
  let kept = chars.slice(0, CAP);
  if (chars[CAP] !== ' ') {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > 0) kept = kept.slice(0, lastSpace);
  }
  return kept.join('').trimEnd() + '…';
}

/** Strip accents: NFKD, then drop the combining marks ("Café" and "cafe" read alike). */
function fold(text) {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * A topic slug is [a-z0-9-] only, so no topic, however hostile, names a file outside topics/.
 * Accents are folded first so "Café" files under "cafe"; anything else becomes a dash. A topic
 * with nothing left (or none given) is the default, "general".
 */
function slugify(topic) {
  let slug = fold(topic).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length > SLUG_MAX) slug = slug.slice(0, SLUG_MAX).replace(/-+$/, '');
  return slug || 'general';
}

function isSlug(text) {
  return /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(text) && text.length <= SLUG_MAX;
}

/** Lower-cased, accent-folded words (letters and digits), in order. */
function words(text) {
  return fold(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) || [];
}

/**
 * A small suffix-stripping English stemmer of our own, for search only (never for duplicates):
 * live, lives, lived and living all reduce to "liv"; dogs to "dog"; studies and studied to "study".
 */
function stem(word) {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (/(?:ies|ied)$/.test(w) && w.length > 4) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('ing') && w.length > 5) {
    w = w.slice(0, -3);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.endsWith('ed') && w.length > 4) {
    w = w.slice(0, -2);
    if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
    return w;
  }
  if (w.endsWith('es') && w.length > 4) return w.slice(0, -2);
  if (w.endsWith('s')) return w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) return w.slice(0, -1);
  return w;
}

module.exports = { CAP, collapse, cap, fold, slugify, isSlug, words, stem };
