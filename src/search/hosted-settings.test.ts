import { describe, expect, it } from 'vitest';
import { page } from './engine/test-records';
import { hostedSettings } from './hosted-settings';
import { STOP_WORDS, WEAK_WORDS } from './vocabulary';

describe('the hosted index settings', () => {
  it('give each word of the records its other spellings, which a hosted index cannot fold', () => {
    const records = page('/colors', 'Guides', 'Colors', [['content', null, 'Center the box and pick its color.']]);
    const spellings = hostedSettings(records).synonyms.filter((entry) => entry.objectID.startsWith('spelling-'));
    expect(spellings.map((entry) => entry.synonyms)).toEqual(
      expect.arrayContaining([
        ['color', 'colour'],
        ['colors', 'colours'],
        ['center', 'centre'],
      ]),
    );
    expect(spellings.flatMap((entry) => entry.synonyms)).not.toContain('box');
  });
});

describe('the hosted optional words', () => {
  it('are the stop words and the words that say what kind of question a query is', () => {
    const { optionalWords } = hostedSettings().settings;
    expect(optionalWords).toEqual(expect.arrayContaining([...STOP_WORDS, ...WEAK_WORDS]));
  });
});
