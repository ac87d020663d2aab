/** Number formatting and escaping, by hand-computed cases. */
import { fmtDelta, fmtNum, fmtP, fmtPct, fmtRank, MINUS } from '../../src/report/format';
import { code, codeCell, escapeHtml, escapeText, tableRow, ZWJ } from '../../src/report/markdown-escape';
import { commentMarker } from '../../src/report/markdown';

describe('format', () => {
  it('formats values, deltas, p-values, shares and ranks without the locale', () => {
    expect(fmtNum(0.86842)).toBe('0.868');
    expect(fmtNum(-0)).toBe('0.000');
    expect(fmtNum(-0.0004)).toBe('0.000');
    expect(fmtNum(-0.25)).toBe(`${MINUS}0.250`);
    expect(fmtNum(NaN)).toBe('n/a');
    expect(fmtDelta(0.02)).toBe('+0.020');
    expect(fmtDelta(-0.0526)).toBe(`${MINUS}0.053`);
    expect(fmtDelta(-0.0001)).toBe('0.000');
    expect(fmtDelta(1e-20)).toBe('0.000');
    expect(fmtP(0.0004)).toBe('< 0.001');
    expect(fmtP(0.05)).toBe('0.050');
    expect(fmtP(1)).toBe('1.000');
    expect(fmtPct(0.37735)).toBe('38 %');
    expect(fmtPct(0.0123)).toBe('1.2 %');
    expect(fmtRank(null)).toBe('—');
    expect(fmtRank(9)).toBe('9');
  });
});

describe('escaping', () => {
  it('escapes table pipes, HTML, Markdown punctuation and newlines in text', () => {
    expect(escapeText('a | b')).toBe('a \\| b');
    expect(escapeText('<b>x</b> & y')).toBe('&lt;b&gt;x&lt;/b&gt; &amp; y');
    expect(escapeText('[t](u) ![i](j) *e* _f_ ~s~ \\')).toBe('\\[t\\](u) !\\[i\\](j) \\*e\\* \\_f\\_ \\~s\\~ \\\\');
    expect(escapeText('one\ntwo\r\nthree\tfour')).toBe('one two three four');
  });

  it('breaks @mentions and #refs invisibly, leaving recall@10 alone', () => {
    expect(escapeText('ping @octocat and @acme/docs')).toBe(`ping @${ZWJ}octocat and @${ZWJ}acme/docs`);
    expect(escapeText('@start')).toBe(`@${ZWJ}start`);
    expect(escapeText('recall@10 and me@example.com')).toBe(`recall@10 and me@${ZWJ}example.com`); // an e-mail address would autolink
    expect(escapeText('see #12, owner/repo#34, GH-56')).toBe(`see #${ZWJ}12, owner/repo#${ZWJ}34, GH-${ZWJ}56`);
    expect(escapeText('#anchor')).toBe('#anchor');
  });

  it('fences code spans longer than any backtick run inside', () => {
    expect(code('a.md#b')).toBe('`a.md#b`');
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x`')).toBe('`` `x` ``');
    expect(code('a ``` b')).toBe('````a ``` b````');
    expect(code('x\ny')).toBe('`x y`');
    expect(tableRow([codeCell('a|b')])).toBe('| `a\\|b` |');
  });

  it('escapes text for raw HTML contexts', () => {
    expect(escapeHtml('"<i>" & @bob #7')).toBe(`&quot;&lt;i&gt;&quot; &amp; @${ZWJ}bob #${ZWJ}7`);
    expect(escapeHtml('[a](b) `c` *d*')).toBe('&#91;a&#93;(b) &#96;c&#96; &#42;d&#42;');
  });

  it('makes one marker per golden set that cannot end its HTML comment early', () => {
    expect(commentMarker('.github/retrieval-golden.yml')).toBe('<!-- retrieval-gate:golden=.github/retrieval-golden.yml -->');
    expect(commentMarker('docs/golden.yml')).not.toBe(commentMarker('.github/retrieval-golden.yml'));
    const odd = commentMarker('a-->b--c.yml');
    expect(odd.slice(4, -4)).not.toMatch(/--[^ ]|>/);
  });
});
