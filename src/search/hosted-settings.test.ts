import { describe, expect, it } from 'vitest';
import { page } from './engine/test-records';
import { hostedSettings } from './hosted-settings';
import { STOP_WORDS, SYNONYMS } from './vocabulary';

describe('the hosted index settings', () => {
  const { settings, synonyms } = hostedSettings();

  it('search the attributes in the offline order, identifiers before body text', () => {
    expect(settings.searchableAttributes[0]).toBe('unordered(hierarchy.lvl1)');
    expect(settings.searchableAttributes.indexOf('identifiers')).toBeLessThan(
      settings.searchableAttributes.indexOf('unordered(content)'),
    );
  });

  it('relax a query that matches nothing, and never let a stop word decide', () => {
    expect(settings.removeWordsIfNoResults).toBe('allOptional');
    expect(settings.optionalWords).toEqual([...STOP_WORDS]);
  });

  it('carry every synonym of the offline vocabulary, in Algolia format', () => {
    expect(synonyms).toHaveLength(SYNONYMS.length);
    expect(synonyms).toContainEqual(
      expect.objectContaining({ type: 'oneWaySynonym', input: 'slow', synonyms: ['duration'] }),
    );
  });

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
