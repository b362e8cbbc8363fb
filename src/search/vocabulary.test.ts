import { describe, expect, it } from 'vitest';
import { parseQuery } from './engine/query';
import { baseForms, STOP_WORDS, SYNONYMS, SYNONYMS_OF, WEAK_WORDS } from './vocabulary';

describe('baseForms', () => {
  it('guesses the forms an inflected word comes from', () => {
    expect(baseForms('renders')).toContain('render');
    expect(baseForms('animating')).toContain('animate');
    expect(baseForms('stopped')).toContain('stop');
    expect(baseForms('slower')).toContain('slow');
    expect(baseForms('entries')).toContain('entry');
    // A stem of two letters takes its e back.
    expect(baseForms('using')).toContain('use');
  });

  it('leaves short and uninflected words alone', () => {
    expect(baseForms('is')).toEqual([]);
    expect(baseForms('moti')).toEqual([]);
    expect(baseForms('press')).toEqual([]);
  });
});

describe('the vocabulary', () => {
  it('never makes a prop name of Moti a stop word or a weak word', () => {
    for (const prop of ['from', 'animate', 'exit', 'transition', 'delay', 'loop', 'repeat', 'state', 'show'])
      expect(STOP_WORDS.has(prop) || WEAK_WORDS.has(prop), prop).toBe(false);
  });

  it("leaves out a report's verdict, which says that something is wrong, not what", () => {
    const terms = (query: string) => parseQuery(query).map((word) => word.term);
    expect(terms('AnimatePresence not working')).toEqual(['animatepresence']);
  });

  it("keeps the words of a tracker's labels, which a reader does not type into search", () => {
    const terms = (query: string) => parseQuery(query).map((word) => word.term);
    expect(terms('rfc feature request idea')).toEqual(['rfc', 'feature', 'request', 'idea']);
  });

  it('justifies every synonym, in lower case as queries are', () => {
    for (const entry of SYNONYMS) {
      const words = entry.type === 'twoWay' ? entry.synonyms : [entry.input, ...entry.synonyms];
      for (const word of words) expect(word).toBe(word.toLowerCase());
    }
  });

  it('applies one-way synonyms one way and two-way ones both ways', () => {
    expect(SYNONYMS_OF.get('slow')).toContain('duration');
    expect(SYNONYMS_OF.get('duration')).toBeUndefined();
    expect(SYNONYMS_OF.get('grey')).toContain('gray');
    expect(SYNONYMS_OF.get('gray')).toContain('grey');
  });

  it('gives a query word its synonyms, and the synonyms of its base forms as near matches', () => {
    const [word] = parseQuery('slower');
    expect(word.forms).toEqual(expect.arrayContaining(['slow', 'duration']));
    expect(parseQuery('the spring bounces').map((w) => w.term)).toEqual(['spring', 'bounces']);
  });
});
