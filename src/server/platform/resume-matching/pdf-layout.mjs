// The reading order of a PDF page's text, rebuilt from where pdf.js says each piece of text sits
// (docs/product-rules.md §4.10). A file keeps its text in the order it was painted, which is not
// the order a person reads: a browser paints floated right-aligned dates before the rest of the
// page, and a grid's sidebar wherever it comes in the page's source. Plain JavaScript, like the
// parser process that imports it (pdf-parser-child.mjs); the tests import it too.

/** @typedef {{ str: string, x: number, y: number, width: number, size: number }} TTextItem */
/** @typedef {{ x0: number, x1: number, text: string }} TFragment */
/** @typedef {{ y: number, size: number, fragments: TFragment[] }} TRow */
/** @typedef {{ from: number, to: number }} TGutter */

/** Items on one page past which their order is kept as the file gives it: geometry is for résumés, not for hostile files. */
export const LAYOUT_MAX_ITEMS = 20_000;
/** Baselines closer than this (in font sizes) are one line. */
const SAME_LINE = 0.3;
/** Text at least this many times the size of a line beside it is a line of its own height (a name beside a contact line). */
const LARGE_TEXT = 1.5;
/** A gap wider than this (in font sizes) between two pieces of one line is a space. */
const SPACE_GAP = 0.15;
/** A gap wider than this (in font sizes) parts a line into fragments that may sit in different columns. */
const FRAGMENT_GAP = 1;
/** A gutter is at least this wide (in font sizes). */
const MIN_GUTTER = 0.6;
/** At most this share of the lines may cross a gutter (a name, a heading, a footer across the page). */
const MAX_CROSSING = 0.34;
/** Lines with text on one side only, each side, that make a block two columns rather than lines with a right-aligned end. */
const MIN_ONE_SIDED = 2;
/** Lines each side needs before the alignment of its lines tells a column of text from right-aligned dates. */
const MIN_COLUMN_LINES = 3;
/** Share of a side's lines that start (or end) at one edge for that side to be aligned there. */
const ALIGNED = 0.6;
/** How far past a column's left edge (in font sizes) a line of that column may start (an indented bullet). */
const COLUMN_INDENT = 2;
/** Columns within columns, at most. */
const MAX_DEPTH = 2;

/**
 * A pdf.js text item as geometry: where its baseline starts (x, y, PDF units, y up), its width and
 * font size. Null for an empty item or one whose numbers are not finite.
 * @param {{ str?: unknown, transform?: unknown, width?: unknown, height?: unknown }} item
 * @returns {TTextItem | null}
 */
export function toTextItem(item) {
  if (typeof item.str !== 'string' || !item.str.trim() || !Array.isArray(item.transform)) return null;
  const [, , c, d, x, y] = /** @type {number[]} */ (item.transform);
  const size = Math.hypot(Number(c), Number(d)) || Number(item.height) || 1;
  const width = Number(item.width) || 0;
  if (![x, y, size, width].every(Number.isFinite)) return null;
  return { str: item.str, x: Number(x), y: Number(y), width: Math.max(0, width), size };
}

/**
 * The text of one page in reading order: pieces on one baseline joined left to right (a space
 * where there is a gap), lines top to bottom, and where the page has two columns, the left one
 * top to bottom before the right one. A line that crosses the gutter (a name, a heading, a
 * footer) is read where it stands; a right-aligned date stays on the line it sits on.
 * @param {TTextItem[]} items
 * @returns {string}
 */
export function pageText(items) {
  if (items.length > LAYOUT_MAX_ITEMS) return items.map((item) => item.str).join(' ');
  return readRows(toRows(items), 0).join('\n');
}

/**
 * Items grouped into lines by baseline, top to bottom; each line's items made into fragments, left to right.
 * @param {TTextItem[]} items
 * @returns {TRow[]}
 */
function toRows(items) {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  /** @type {{ y: number, size: number, items: TTextItem[] }[]} */
  const lines = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && line.y - item.y <= SAME_LINE * Math.min(line.size, item.size)) {
      line.items.push(item);
      line.size = Math.max(line.size, item.size);
    } else lines.push({ y: item.y, size: item.size, items: [item] });
  }
  return joinBeside(lines).map((line) => ({ y: line.y, size: line.size, fragments: toFragments(line.items.sort((a, b) => a.x - b.x)) }));
}

/**
 * Lines of small text that sit within the height of a line of large text beside them joined to
 * it: a contact line set at the top of a name's line is on the name's line, not above it.
 * @param {{ y: number, size: number, items: TTextItem[] }[]} lines
 */
function joinBeside(lines) {
  const out = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const [small, large] = previous && previous.size < line.size ? [previous, line] : [line, previous];
    if (previous && large && small && large.size >= LARGE_TEXT * small.size && overlap(small, large) >= small.size / 2) {
      out[out.length - 1] = { y: large.y, size: large.size, items: [...previous.items, ...line.items] };
    } else out.push(line);
  }
  return out;
}

/**
 * How much two lines' heights overlap: a line spans a font size above its baseline and a fifth below.
 * @param {{ y: number, size: number }} a
 * @param {{ y: number, size: number }} b
 */
const overlap = (a, b) => Math.min(a.y + 0.8 * a.size, b.y + 0.8 * b.size) - Math.max(a.y - 0.2 * a.size, b.y - 0.2 * b.size);

/**
 * Items of one line, left to right, joined into fragments: apart where the gap is wide.
 * @param {TTextItem[]} items
 * @returns {TFragment[]}
 */
function toFragments(items) {
  /** @type {TFragment[]} */
  const fragments = [];
  let previous = /** @type {TTextItem | null} */ (null);
  for (const item of items) {
    const last = fragments.at(-1);
    const gap = previous ? item.x - (previous.x + previous.width) : 0;
    const size = Math.max(item.size, previous?.size ?? 0);
    if (last && gap <= FRAGMENT_GAP * size) {
      last.text = gap > SPACE_GAP * size && !/\s$/.test(last.text) && !/^\s/.test(item.str) ? `${last.text} ${item.str}` : last.text + item.str;
      last.x1 = Math.max(last.x1, item.x + item.width);
    } else fragments.push({ x0: item.x, x1: item.x + item.width, text: item.str });
    previous = item;
  }
  return fragments;
}

/**
 * @param {TRow} row
 * @returns {string}
 */
const rowText = (row) =>
  row.fragments
    .map((fragment) => fragment.text.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Lines in reading order: the rows as they stand, unless a gutter parts them into columns; then
 * each run of rows that keeps to its side of the gutter is read left side first.
 * @param {TRow[]} rows
 * @param {number} depth
 * @returns {string[]}
 */
function readRows(rows, depth) {
  const gutter = depth < MAX_DEPTH ? findGutter(rows) : null;
  if (!gutter) return rows.map(rowText);
  const columnStart = rows.reduce((start, row) => row.fragments.reduce((min, f) => (f.x0 >= gutter.to ? Math.min(min, f.x0) : min), start), Infinity);
  /** @type {string[]} */
  const out = [];
  /** @type {TRow[]} */
  let block = [];
  const flush = () => {
    const left = side(block, (f) => f.x1 <= gutter.from);
    const right = side(block, (f) => f.x0 >= gutter.to);
    if (isTwoColumns(left, right)) out.push(...readRows(left, depth + 1), ...readRows(right, depth + 1));
    else out.push(...block.map(rowText));
    block = [];
  };
  for (const row of rows) {
    const crosses = row.fragments.some((f) => f.x0 < gutter.to && f.x1 > gutter.from);
    // A line whose right part starts far past the column's edge is one line with a right-aligned end, not two columns.
    const firstRight = row.fragments.find((f) => f.x0 >= gutter.to);
    const isAside = firstRight !== undefined && firstRight !== row.fragments[0] && firstRight.x0 > columnStart + COLUMN_INDENT * row.size;
    if (crosses || isAside) {
      flush();
      out.push(rowText(row));
    } else block.push(row);
  }
  flush();
  return out;
}

/**
 * Whether the two sides of a run of rows are columns rather than lines with a right-aligned end
 * (a date, a place): either each side has lines of its own (the columns' baselines differ), or
 * the right side's lines start at one edge and end where their text ends, as a column of text
 * does, where right-aligned dates end at one edge.
 * @param {TRow[]} left
 * @param {TRow[]} right
 */
function isTwoColumns(left, right) {
  const alone = (/** @type {TRow[]} */ own, /** @type {TRow[]} */ other) => {
    const paired = new Set(other.map((row) => row.y));
    return own.filter((row) => !paired.has(row.y)).length;
  };
  if (alone(left, right) >= MIN_ONE_SIDED && alone(right, left) >= MIN_ONE_SIDED) return true;
  if (left.length < MIN_COLUMN_LINES || right.length < MIN_COLUMN_LINES) return false;
  const starts = right.map((row) => /** @type {TFragment} */ (row.fragments[0]).x0);
  const ends = right.map((row) => /** @type {TFragment} */ (row.fragments.at(-1)).x1);
  const share = (/** @type {number[]} */ xs, /** @type {number} */ edge) => xs.filter((x) => Math.abs(x - edge) <= 1).length / xs.length;
  return (
    share(
      starts,
      starts.reduce((a, b) => Math.min(a, b)),
    ) >= ALIGNED &&
    share(
      ends,
      ends.reduce((a, b) => Math.max(a, b)),
    ) < ALIGNED
  );
}

/**
 * The rows' fragments on one side of a gutter, rows without any left out.
 * @param {TRow[]} rows
 * @param {(fragment: TFragment) => boolean} isOnSide
 * @returns {TRow[]}
 */
function side(rows, isOnSide) {
  return rows.map((row) => ({ ...row, fragments: row.fragments.filter(isOnSide) })).filter((row) => row.fragments.length > 0);
}

/**
 * The widest vertical band of the page that fewest lines cross, when it is wide enough, few
 * enough lines cross it and there is text on both sides of it; null otherwise.
 * @param {TRow[]} rows
 * @returns {TGutter | null}
 */
function findGutter(rows) {
  if (rows.length < 2 * MIN_ONE_SIDED) return null;
  const fragments = rows.flatMap((row) => row.fragments.map((f) => ({ ...f, size: row.size })));
  const sizes = fragments.map((f) => f.size).sort((a, b) => a - b);
  const minWidth = MIN_GUTTER * (sizes[Math.floor(sizes.length / 2)] ?? 1);
  // Coverage between consecutive fragment edges: how many fragments lie over each stretch.
  const edges = [...new Set(fragments.flatMap((f) => [f.x0, f.x1]))].sort((a, b) => a - b);
  const at = new Map(edges.map((x, i) => [x, i]));
  const change = new Array(edges.length).fill(0);
  for (const f of fragments) {
    change[/** @type {number} */ (at.get(f.x0))] += 1;
    change[/** @type {number} */ (at.get(f.x1))] -= 1;
  }
  let covered = 0;
  const stretches = edges.slice(0, -1).map((from, i) => {
    covered += change[i];
    return { from, to: /** @type {number} */ (edges[i + 1]), covered };
  });
  const maxCrossing = Math.floor(MAX_CROSSING * rows.length);
  const hasBothSides = sidesCounter(rows);
  const levels = [...new Set(stretches.map((s) => s.covered))].filter((n) => n <= maxCrossing).sort((a, b) => a - b);
  for (const level of levels.slice(0, 4)) {
    /** @type {TGutter | null} */
    let best = null;
    /** @type {TGutter | null} */
    let run = null;
    for (const stretch of [...stretches, null]) {
      if (stretch && stretch.covered <= level) {
        run = run ? { from: run.from, to: stretch.to } : { from: stretch.from, to: stretch.to };
        continue;
      }
      if (run && run.to - run.from >= minWidth && (!best || run.to - run.from > best.to - best.from) && hasBothSides(run)) best = run;
      run = null;
    }
    if (best) return best;
  }
  return null;
}

/**
 * Whether at least MIN_ONE_SIDED rows have text wholly left of a band, and as many wholly right
 * of it: answered by binary search over the rows' nearest edges, so trying every band stays cheap.
 * @param {TRow[]} rows
 */
function sidesCounter(rows) {
  const leftEnds = rows.map((row) => Math.min(...row.fragments.map((f) => f.x1))).sort((a, b) => a - b);
  const rightStarts = rows.map((row) => Math.max(...row.fragments.map((f) => f.x0))).sort((a, b) => a - b);
  return (/** @type {TGutter} */ gutter) => countAtMost(leftEnds, gutter.from) >= MIN_ONE_SIDED && rows.length - countAtMost(rightStarts, gutter.to - 1e-9) >= MIN_ONE_SIDED;
}

/**
 * How many of the sorted numbers are at most `limit`.
 * @param {number[]} sorted
 * @param {number} limit
 */
function countAtMost(sorted, limit) {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (/** @type {number} */ (sorted[middle]) <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}
