import { describe, expect, it } from 'vitest';
import { SearchEngine } from './engine/engine';
import { highlight } from './engine/highlight';
import { page } from './engine/test-records';
import { spellingKey } from './spelling';

const same = (british: string, american: string) => expect(spellingKey(british), british).toBe(spellingKey(american));

describe('spellingKey', () => {
  // Words no page of the docs holds: the rules are about endings, not a list.
  it('folds British and American spellings of words it was never told about', () => {
    same('colour', 'color');
    same('flavourful', 'flavorful');
    same('neighbourhoods', 'neighborhoods');
    same('unfavourable', 'unfavorable');
    same('odour', 'odor');
    same('saviour', 'savior');
    same('harmonise', 'harmonize');
    same('decentralisation', 'decentralization');
    same('tokenising', 'tokenizing');
    same('catalysed', 'catalyzed');
    same('paralyse', 'paralyze');
    same('sabres', 'sabers');
    same('litre', 'liter');
    same('meagre', 'meager');
    same('centred', 'centered');
    same('offences', 'offenses');
    same('licencing', 'licensing');
    same('marshalled', 'marshaled');
    same('snorkelling', 'snorkeling');
    same('jeweller', 'jeweler');
    same('counsellors', 'counselors');
    same('monologues', 'monologs');
    same('judgements', 'judgments');
    same('sizeable', 'sizable');
    same('programmes', 'programs');
  });

  it('leaves short words that only look alike as they are', () => {
    for (const word of ['four', 'your', 'hours', 'flour', 'source', 'journey', 'rise', 'raise', 'noise', 'wise'])
      expect(spellingKey(word), word).toBe(word);
    for (const word of ['fence', 'hence', 'rogue', 'vogue', 'genre', 'acre', 'called', 'scrolled', 'spelled'])
      expect(spellingKey(word), word).toBe(word);
    // After c or g, both spellings keep the e.
    for (const word of ['noticeable', 'manageable', 'agreeable']) expect(spellingKey(word), word).toBe(word);
  });

  it('keeps apart words that differ in more than spelling', () => {
    expect(spellingKey('scroll')).not.toBe(spellingKey('scrolled'));
    expect(spellingKey('prize')).not.toBe(spellingKey('prise'));
    expect(spellingKey('string')).toBe('string');
    expect(spellingKey('center')).toBe('center');
  });
});

describe('search with either spelling', () => {
  const engine = new SearchEngine([
    ...page('/colours', 'Guides', 'Colours', [
      ['content', null, 'Animate the colour of a box; the behaviour is a timing.'],
    ]),
    ...page('/layout', 'Guides', 'Layout', [['content', null, 'Center the box, then initialize the spring.']]),
    ...page('/install', 'Guides', 'Install', [['content', null, 'Install Moti, then scroll the list.']]),
  ]);
  const pages = (query: string) => [...new Set(engine.search(query).hits.map((hit) => hit.record.url_without_anchor))];

  it('finds a page whichever spelling the page and the reader use', () => {
    expect(pages('color')).toEqual(['https://moti.fyi/colours']);
    expect(pages('behavior')).toEqual(['https://moti.fyi/colours']);
    expect(pages('centre the box')[0]).toBe('https://moti.fyi/layout');
    expect(pages('initialise')).toEqual(['https://moti.fyi/layout']);
    expect(pages('initialising')).toEqual(['https://moti.fyi/layout']);
  });

  it('keeps the other forms of a word the reader typed', () => {
    expect(pages('installed')).toEqual(['https://moti.fyi/install']);
    expect(pages('scrolling')).toEqual(['https://moti.fyi/install']);
    expect(pages('colours')).toEqual(['https://moti.fyi/colours']);
  });

  it('marks the word the page wrote, in the spelling it wrote', () => {
    expect(highlight('The colour of a box', ['color']).value).toBe('The <mark>colour</mark> of a box');
    expect(highlight('Center the box', ['centre']).value).toBe('<mark>Center</mark> the box');
  });
});
