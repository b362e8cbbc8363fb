import { describe, expect, it } from 'vitest';
import { escapeHtml, highlight, highlightParts, snippet } from './highlight';

describe('highlight', () => {
  it('marks whole words, and only the typed part of a prefix', () => {
    expect(highlight('Use a spring transition', ['spring', 'trans']).value).toBe(
      'Use a <mark>spring</mark> <mark>trans</mark>ition',
    );
  });

  it('marks words found with a typo, camel-case parts and compounds', () => {
    expect(highlight('The spring runs', ['sprng']).value).toBe('The <mark>spring</mark> runs');
    expect(highlight('useMotiPressableInterpolate', ['interpolate']).value).toBe(
      'useMotiPressable<mark>Interpolate</mark>',
    );
    expect(highlight('Moti on Next.js', ['nextjs']).value).toBe('Moti on <mark>Next.js</mark>');
  });

  it('escapes the text before adding marks, so page text and queries never become markup', () => {
    const result = highlight('Text with <img src=x onerror=alert(1)> & "quotes"', ['img', 'onerror']);
    expect(result.value).toBe(
      'Text with &lt;<mark>img</mark> src=x <mark>onerror</mark>=alert(1)&gt; &amp; &quot;quotes&quot;',
    );
    // A query of markup is its words, marked inside the escaped text: `<b` searches for the prefix `b`,
    // and `<b>` for the word `b`, complete since `>` follows it.
    expect(highlight('<b>bold</b>', ['<b']).value).toBe(
      '&lt;<mark>b</mark>&gt;<mark>b</mark>old&lt;/<mark>b</mark>&gt;',
    );
    expect(highlight('<b>bold</b>', ['<b>']).value).toBe('&lt;<mark>b</mark>&gt;bold&lt;/<mark>b</mark>&gt;');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('reports the match level and the query words found', () => {
    expect(highlight('spring transition', ['spring', 'transition'])).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['spring', 'transition'],
      fullyHighlighted: true,
    });
    expect(highlight('spring only', ['spring', 'timing'])).toMatchObject({
      matchLevel: 'partial',
      matchedWords: ['spring'],
      fullyHighlighted: false,
    });
    expect(highlight('nothing here', ['spring'])).toEqual({
      value: 'nothing here',
      matchLevel: 'none',
      matchedWords: [],
    });
  });
});

describe('snippet', () => {
  const text = 'one two three four five six seven eight nine ten eleven twelve spring fourteen fifteen sixteen';

  it('keeps the asked number of words around the first match, with an ellipsis where it cuts', () => {
    expect(snippet(text, ['spring'], 5).value).toBe('…eleven twelve <mark>spring</mark> fourteen fifteen…');
    expect(snippet(text, ['spring'], 10).value).toBe(
      '…seven eight nine ten eleven twelve <mark>spring</mark> fourteen fifteen sixteen',
    );
    expect(snippet(text, ['one'], 3).value).toBe('<mark>one</mark> two three…');
  });

  it('starts at the beginning when nothing matches, and keeps short texts whole', () => {
    expect(snippet(text, ['absent'], 4)).toEqual({ value: 'one two three four…', matchLevel: 'none' });
    expect(snippet('a <b> c', ['c'], 10).value).toBe('a &lt;b&gt; <mark>c</mark>');
  });
});

describe('highlightParts', () => {
  it('splits a highlighted value into plain text parts, decoding what escaping encoded', () => {
    expect(highlightParts('a &lt;<mark>img</mark>&gt; &amp; <mark>b</mark>&#39;')).toEqual([
      { text: 'a <', marked: false },
      { text: 'img', marked: true },
      { text: '> & ', marked: false },
      { text: 'b', marked: true },
      { text: "'", marked: false },
    ]);
    expect(highlightParts(highlight('<img src=x onerror=alert(1)>', ['img']).value)).toEqual([
      { text: '<', marked: false },
      { text: 'img', marked: true },
      { text: ' src=x onerror=alert(1)>', marked: false },
    ]);
  });
});
