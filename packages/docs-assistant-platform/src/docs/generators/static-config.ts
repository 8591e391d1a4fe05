/**
 * Reads the literal parts of a JavaScript or TypeScript configuration file without running it:
 * every object and array literal written in the file (also those returned by helper functions),
 * with string, number and boolean values. Anything computed (a call, a variable, a template with
 * `${}`) reads as `undefined`; callers say what they assumed in its place.
 */

export type Literal = string | number | boolean | undefined | Literal[] | { [key: string]: Literal };

type Token = { kind: 'string' | 'word' | 'punct'; value: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (source.startsWith('//', i)) {
      i = source.indexOf('\n', i);
      if (i < 0) break;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      let value = '';
      let computed = false;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\') {
          value += source[j + 1] ?? '';
          j += 2;
          continue;
        }
        if (c === '`' && source.startsWith('${', j)) computed = true;
        value += source[j];
        j++;
      }
      tokens.push(computed ? { kind: 'word', value: 'computed' } : { kind: 'string', value });
      i = j + 1;
    } else if (/[\w$]/.test(c)) {
      const m = /^[\w$.]+/.exec(source.slice(i, i + 200))!;
      tokens.push({ kind: 'word', value: m[0] });
      i += m[0].length;
    } else {
      tokens.push({ kind: 'punct', value: c });
      i++;
    }
  }
  return tokens;
}

/** Every top-level literal in the file, outermost first. */
export function readLiterals(source: string): Literal[] {
  const tokens = tokenize(source);
  const roots: Literal[] = [];
  let i = 0;

  const value = (): Literal => {
    const t = tokens[i];
    if (!t) return undefined;
    if (t.kind === 'punct' && t.value === '{') return object();
    if (t.kind === 'punct' && t.value === '[') return array();
    if (t.kind === 'string' && !isContinued(i + 1)) {
      i++;
      return t.value;
    }
    if (t.kind === 'word' && /^(true|false|\d+(\.\d+)?)$/.test(t.value) && !isContinued(i + 1)) {
      i++;
      return t.value === 'true' ? true : t.value === 'false' ? false : Number(t.value);
    }
    skipExpression();
    return undefined;
  };

  // `'a' + b` or `x ? 'a' : 'b'` are computed.
  const isContinued = (at: number) => {
    const next = tokens[at];
    return !!next && next.kind === 'punct' && /[+?(|&]/.test(next.value);
  };

  const object = (): Literal => {
    i++; // {
    const out: { [key: string]: Literal } = {};
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.kind === 'punct' && t.value === '}') {
        i++;
        return out;
      }
      if (t.kind === 'punct' && t.value === ',') {
        i++;
        continue;
      }
      const next = tokens[i + 1];
      if ((t.kind === 'word' || t.kind === 'string') && next?.kind === 'punct' && next.value === ':') {
        i += 2;
        out[t.value] = value();
        continue;
      }
      // A method, a spread, a statement in a function body: its literals still count.
      skipExpression();
    }
    return out;
  };

  const array = (): Literal => {
    i++; // [
    const out: Literal[] = [];
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.kind === 'punct' && t.value === ']') {
        i++;
        return out;
      }
      if (t.kind === 'punct' && t.value === ',') {
        i++;
        continue;
      }
      out.push(value());
    }
    return out;
  };

  /** Skips to the next `,` or closing bracket of the enclosing literal, keeping nested literals. */
  const skipExpression = () => {
    let parens = 0;
    while (i < tokens.length) {
      const t = tokens[i]!;
      if (t.kind === 'punct') {
        if (t.value === '(') parens++;
        else if (t.value === ')') {
          if (parens === 0) return;
          parens--;
        } else if ((t.value === ',' || t.value === '}' || t.value === ']') && parens === 0) return;
        else if (t.value === '{' || t.value === '[') {
          roots.push(t.value === '{' ? object() : array());
          continue;
        }
      }
      i++;
    }
  };

  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.kind === 'punct' && (t.value === '{' || t.value === '[')) roots.push(value());
    else i++;
  }
  return roots;
}

export function isRecord(value: Literal): value is { [key: string]: Literal } {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The first value under `key`, searched depth first through every literal. */
export function findKey(values: Literal[], key: string): Literal {
  for (const v of values) {
    if (Array.isArray(v)) {
      const found = findKey(v, key);
      if (found !== undefined) return found;
    } else if (isRecord(v)) {
      if (v[key] !== undefined) return v[key];
      const found = findKey(Object.values(v), key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** A navigation tree read from sidebar literals: groups with their pages, in order. */
export interface NavEntry {
  /** Labels of the groups around the page, outermost first. */
  groups: string[];
  /** The page as the configuration names it: a doc id, a link, or a file. */
  ref: string;
  /** Docusaurus `{type: 'autogenerated', dirName}`: `ref` is a folder whose pages the sidebar lists. */
  autogenerated?: boolean;
}

/**
 * Sidebar entries in Docusaurus (`{type: 'category', label, link, items: ['doc-id', {type: 'doc', id}]}`,
 * the shorthand `{'Label': ['doc-id']}`, `{type: 'autogenerated', dirName}`) and VitePress
 * (`{text, items: [{text, link}]}`, with an optional `base`) shapes.
 */
export function navEntries(values: Literal[], opts: { arraysAreItems?: boolean } = {}): NavEntry[] {
  const out: NavEntry[] = [];
  const walk = (node: Literal, groups: string[], base: string, inItems: boolean, root = false) => {
    if (typeof node === 'string') {
      if (inItems) out.push({ groups, ref: node });
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, groups, base, inItems);
      return;
    }
    if (!isRecord(node)) return;
    const label =
      typeof node.label === 'string' ? node.label : typeof node.text === 'string' ? node.text : null;
    const here = typeof node.base === 'string' ? node.base : base;
    if (Array.isArray(node.items)) {
      const inner = label ? [...groups, label] : groups;
      // A Docusaurus category's own page (`link: {type: 'doc', id}`) is shown as the category.
      if (isRecord(node.link) && typeof node.link.id === 'string')
        out.push({ groups: inner, ref: node.link.id });
      walk(node.items, inner, here, true);
      return;
    }
    if (inItems && node.type === 'autogenerated' && typeof node.dirName === 'string')
      out.push({ groups, ref: node.dirName, autogenerated: true });
    else if (inItems && typeof node.id === 'string') out.push({ groups, ref: node.id });
    else if (inItems && typeof node.link === 'string') out.push({ groups, ref: here + node.link });
    else
      for (const [key, v] of Object.entries(node)) {
        if (!v || typeof v !== 'object') continue;
        // Docusaurus: every array in `sidebars.js` (`{docs: ['intro', ...]}`) is a list of items, and
        // below a sidebar's name an object's keys are category labels (`{Guides: ['install']}`).
        const docusaurus = !!opts.arraysAreItems;
        const shorthand = docusaurus && inItems && node.type === undefined;
        walk(v, shorthand ? [...groups, key] : groups, here, docusaurus && (Array.isArray(v) || root));
      }
  };
  for (const v of values) walk(v, [], '', Array.isArray(v) && !!opts.arraysAreItems, true);
  return out;
}
