// The progress display of long embeddings: the bar and the log line are pure functions of
// (done, total, elapsed); the sink decides when to draw (nothing in the first seconds, a bar
// redrawn in place, a line every few seconds) with an injected clock; a terminal gets the bar
// unless CI says its log is not one.
import { etaMs, formatDuration, PROGRESS_AFTER_MS, PROGRESS_LINE_EVERY_MS, progressMode, progressSink, renderProgressBar, renderProgressLine } from '../../src/util/progress';

describe('renderings', () => {
  it('draws the bar with the count, the share and the time left at the rate so far', () => {
    // 312 of 812 in 24 s: 13 a second, 500 left → about 38 s.
    expect(renderProgressBar('minilm-l6-v2', 312, 812, 24_000)).toBe('minilm-l6-v2 [#########...............] 312/812  38%  about 38 s left');
    expect(renderProgressBar('m', 0, 10, 5_000)).toBe('m [........................] 0/10  0%  time left unknown');
    expect(renderProgressBar('m', 10, 10, 5_000)).toBe('m [########################] 10/10  100%  about 0 s left');
  });

  it('fits the bar to the terminal: the bar shrinks first, then goes, then the line is cut', () => {
    const wide = renderProgressBar('minilm-l6-v2', 312, 812, 24_000, 200);
    expect(wide).toBe(renderProgressBar('minilm-l6-v2', 312, 812, 24_000));
    const narrow = renderProgressBar('minilm-l6-v2', 312, 812, 24_000, 60);
    expect(narrow.length).toBeLessThanOrEqual(59);
    expect(narrow).toMatch(/^minilm-l6-v2 \[#+\.+\] 312\/812 {2}38% {2}about 38 s left$/);
    expect(renderProgressBar('minilm-l6-v2', 312, 812, 24_000, 50)).toBe('minilm-l6-v2 312/812  38%  about 38 s left');
    expect(renderProgressBar('minilm-l6-v2', 312, 812, 24_000, 20)).toHaveLength(19);
  });

  it('writes the log line with the count, the rate and the time left', () => {
    expect(renderProgressLine('minilm-l6-v2', 312, 812, 24_000)).toBe('minilm-l6-v2: embedded 312 of 812 texts in 24 s (13 a second, about 38 s left)');
    expect(renderProgressLine('m', 5, 1000, 4_000)).toBe('m: embedded 5 of 1000 texts in 4 s (1.3 a second, about 13 min 16 s left)');
  });

  it('says durations in seconds, minutes and hours', () => {
    expect([formatDuration(0), formatDuration(59_400), formatDuration(61_000), formatDuration(3_725_000)]).toEqual(['0 s', '59 s', '1 min 01 s', '1 h 02 min']);
    expect(etaMs(0, 10, 1000)).toBeUndefined();
    expect(etaMs(5, 10, 1000)).toBe(1000);
  });
});

describe('where', () => {
  it('gives a terminal the bar, and a log (no terminal, or CI) the lines', () => {
    expect(progressMode({ isTTY: true }, {})).toBe('bar');
    expect(progressMode({ isTTY: true }, { CI: 'false' })).toBe('bar');
    expect(progressMode({ isTTY: true }, { CI: 'true' })).toBe('lines');
    expect(progressMode({ isTTY: false }, {})).toBe('lines');
    expect(progressMode({}, {})).toBe('lines');
  });
});

describe('the sink', () => {
  const world = (mode: 'bar' | 'lines') => {
    let t = 0;
    const out: string[] = [];
    const sink = progressSink({ mode, write: (s) => out.push(s), now: () => t, columns: () => 100 });
    return { sink, out, at: (ms: number) => (t = ms) };
  };

  it('shows nothing for a stage shorter than a few seconds', () => {
    for (const mode of ['bar', 'lines'] as const) {
      const w = world(mode);
      const h = w.sink.start('m', 10);
      for (let i = 1; i <= 10; i++) {
        w.at(i * 250);
        h.update(i);
      }
      h.end();
      expect(w.out).toEqual([]);
    }
  });

  it('redraws the bar in place, at most every 100 ms, and clears it at the end', () => {
    const w = world('bar');
    const h = w.sink.start('m', 100);
    w.at(PROGRESS_AFTER_MS);
    h.update(30);
    w.at(PROGRESS_AFTER_MS + 50);
    h.update(31); // too soon: not drawn
    w.at(PROGRESS_AFTER_MS + 150);
    h.update(40);
    h.end();
    expect(w.out).toEqual([`\r${renderProgressBar('m', 30, 100, PROGRESS_AFTER_MS, 100)}\u001b[K`, `\r${renderProgressBar('m', 40, 100, PROGRESS_AFTER_MS + 150, 100)}\u001b[K`, '\r\u001b[K']);
    // Cleared once: other output after it needs no second erase.
    w.sink.clear();
    expect(w.out).toHaveLength(3);
  });

  it('writes a line every few seconds in a log, and leaves it at the end', () => {
    const w = world('lines');
    const h = w.sink.start('m', 100);
    const steps = [PROGRESS_AFTER_MS, PROGRESS_AFTER_MS + 1000, PROGRESS_AFTER_MS + PROGRESS_LINE_EVERY_MS, PROGRESS_AFTER_MS + PROGRESS_LINE_EVERY_MS + 10];
    steps.forEach((ms, i) => {
      w.at(ms);
      h.update(10 * (i + 1));
    });
    h.end();
    expect(w.out).toEqual([`${renderProgressLine('m', 10, 100, steps[0])}\n`, `${renderProgressLine('m', 30, 100, steps[2])}\n`]);
  });
});
