import { describe, expect, it } from 'vitest';
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
});
