/**
 * Where a JSON text first goes wrong, as an offset: Node's JSON.parse says what went wrong but no
 * longer where. One pass, no backtracking; nesting deeper than MAX_DEPTH counts as the error.
 */
const MAX_DEPTH = 256;

/** The offset of the first syntax error in `text`, or -1 when it is valid JSON. */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const fail = (at: number): never => {
    throw at;
  };
  const str = () => {
    if (text[i] !== '"') fail(i);
    i++;
    while (i < text.length && text[i] !== '"') {
      const c = text.charCodeAt(i);
      if (c < 0x20) fail(i);
      if (text[i] === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail(i);
          i += 6;
          continue;
        }
        if (e === undefined || !'"\\/bfnrt'.includes(e)) fail(i);
        i += 2;
        continue;
      }
      i++;
    }
    if (i >= text.length) fail(i);
    i++;
  };
  const num = () => {
    const start = i;
    if (text[i] === '-') i++;
    const digits = () => {
      const s = i;
      while (i < text.length && text[i] >= '0' && text[i] <= '9') i++;
      return i > s;
    };
    if (text[i] === '0') i++;
    else if (!digits()) fail(start);
    if (text[i] === '.') {
      i++;
      if (!digits()) fail(i);
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!digits()) fail(i);
    }
  };
  const value = (depth: number): void => {
    if (depth > MAX_DEPTH) fail(i);
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        str();
        ws();
        if (text[i] !== ':') fail(i);
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return;
        }
        fail(i);
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return;
        }
        fail(i);
      }
    }
    if (c === '"') return str();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return;
      }
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return num();
    fail(i);
  };
  try {
    value(0);
    ws();
    return i < text.length ? i : -1;
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
}
