import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import pino from 'pino';

/**
 * Text on every PDF Sauda prints (airway bills, load sheets, purchase orders, invoices): what the
 * seller or buyer typed, in Urdu, Roman Urdu or English, often mixed on one line
 * (`House 5، F-8/3`). PDFKit's built-in Helvetica is WinAnsi only, so this module embeds fonts
 * from registry packages (PDFKit subsets them: only the glyphs used are written), picks the font
 * for each run of text, orders mixed lines with the Unicode bidirectional algorithm (bidi-js),
 * aligns right-to-left paragraphs to the right, and wraps instead of cutting. See
 * docs/decisions/015-document-fonts.md.
 */

const require = createRequire(import.meta.url);

/**
 * A WOFF 1.0 font unwrapped into the plain TrueType/OpenType (sfnt) it compresses. fontkit reads a
 * WOFF by inflating a table, in JavaScript, every time it reads from it (once per glyph while
 * subsetting): unwrapped once here with zlib, a 500-parcel load sheet takes a fraction of the time.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const e = 44 + i * 20;
    const offset = woff.readUInt32BE(e + 4);
    const compLength = woff.readUInt32BE(e + 8);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(e),
      checksum: woff.readUInt32BE(e + 16),
      data: compLength < woff.readUInt32BE(e + 12) ? inflateSync(raw) : raw,
    };
  });
  const pad4 = (n: number) => (n + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((n, t) => n + pad4(t.data.length), 0));
  // The sfnt offset table: flavour, table count and the binary-search fields derived from it.
  const entrySelector = Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(16 * numTables - 16 * 2 ** entrySelector, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const e = 12 + i * 16;
    out.writeUInt32BE(t.tag, e);
    out.writeUInt32BE(t.checksum, e + 4);
    out.writeUInt32BE(offset, e + 8);
    out.writeUInt32BE(t.data.length, e + 12);
    t.data.copy(out, offset);
    offset += pad4(t.data.length);
  });
  return out;
}

// WOFF, not WOFF2: fontkit's subsetter crashes on these WOFF2 files (RangeError in _addGlyph).
const fontFile = (pkg: string, file: string) =>
  woffToSfnt(readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}.woff`)));

interface FontFace {
  /** Name the face is registered under in each PDFDocument. */
  name: string;
  data: Buffer;
  /** Parsed once per process, for coverage checks and measuring (PDFKit parses its own copy). */
  font: fontkit.Font;
  /** Memo of font.hasGlyphForCodePoint: a cmap lookup per character adds up on a load sheet. */
  covers: Map<number, boolean>;
}

const has = (f: FontFace, cp: number) => {
  let yes = f.covers.get(cp);
  if (yes === undefined) f.covers.set(cp, (yes = f.font.hasGlyphForCodePoint(cp)));
  return yes;
};

/** Memo of "has no script of its own" (spaces, digits, punctuation), by code point. */
const commonMemo = new Map<number, boolean>();
const isCommon = (ch: string, cp: number) => {
  let yes = commonMemo.get(cp);
  if (yes === undefined) commonMemo.set(cp, (yes = !OWN_SCRIPT.test(ch)));
  return yes;
};

function face(name: string, pkg: string, file: string): FontFace {
  const data = fontFile(pkg, file);
  return { name, data, font: fontkit.create(data) as fontkit.Font, covers: new Map() };
}

type Weight = 'regular' | 'bold';

let chains: Record<Weight, FontFace[]> | null = null;

/**
 * The fonts tried in order for each character. Noto Sans for Latin (Roman Urdu, English, digits,
 * `Rs`, `·`, `—`, and U+FFFD for the placeholder), Scheherazade New for Urdu (ٹ ڈ ڑ ں ے ۓ ھ, the
 * Arabic comma, Urdu digits), Noto Sans Math last for arrows and symbols (`→`). Loaded lazily, once;
 * why these: decision 015.
 */
function fontChains(): Record<Weight, FontFace[]> {
  if (chains) return chains;
  const latinExt = face('sauda-latin-ext', 'noto-sans', 'noto-sans-latin-ext-400-normal');
  const math = face('sauda-symbols', 'noto-sans-math', 'noto-sans-math-latin-400-normal');
  chains = {
    regular: [
      face('sauda-latin', 'noto-sans', 'noto-sans-latin-400-normal'),
      latinExt,
      face('sauda-arabic', 'scheherazade-new', 'scheherazade-new-arabic-400-normal'),
      math,
    ],
    bold: [
      face('sauda-latin-bold', 'noto-sans', 'noto-sans-latin-700-normal'),
      face('sauda-latin-ext-bold', 'noto-sans', 'noto-sans-latin-ext-700-normal'),
      face('sauda-arabic-bold', 'scheherazade-new', 'scheherazade-new-arabic-700-normal'),
      math,
    ],
  };
  return chains;
}

/** Shown, in the Latin font, for a character no bundled font has: visible, never a blank box. */
export const PLACEHOLDER = '\uFFFD';

const bidi = bidiFactory();
/** Any character that can make a line right-to-left; without one, the bidi pass is skipped. */
const MAYBE_RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F\u202B\u202E\u2067]|\uD802[\uDC00-\uDFFF]/;
/** Bidi controls: they steer the algorithm but have no glyph. */
const BIDI_CONTROL = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Other characters that print nothing: controls (tabs are spaces by then), soft hyphens. */
const INVISIBLE = /[\p{Cc}\u00AD]/u;
/**
 * fontkit lays out a string right to left (reversing its glyphs) when the first character with a
 * script of its own is of a right-to-left script (its Script.forString): we must know, to hand it
 * each run in the order it will flip into the order we want.
 */
const RTL_SCRIPT = /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}|\p{Script=Nko}/u;
const OWN_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;

const fontkitReverses = (text: string) => {
  const first = OWN_SCRIPT.exec(text);
  return first ? RTL_SCRIPT.test(first[0]) : false;
};

/** Right-to-left text in left-to-right drawing order, brackets mirrored: `(بی)` ends up `(بی)`. */
const mirrorReverse = (text: string) =>
  [...text]
    .reverse()
    .map((ch) => bidi.getMirroredCharacter(ch) ?? ch)
    .join('');

export interface MissingGlyphLog {
  warn(obj: object, msg: string): void;
}

let defaultLog: MissingGlyphLog | null = null;
const processLog = () => (defaultLog ??= pino({ name: 'pdf-text', level: process.env.LOG_LEVEL ?? 'info' }));

export interface TextOptions {
  /** Width of the box; lines longer than this wrap. */
  width: number;
  size: number;
  bold?: boolean;
  /**
   * `start` (the default) is the paragraph's own start: left for English and Roman Urdu, right for
   * Urdu. `left`, `right` and `center` force it (columns of figures).
   */
  align?: 'start' | 'left' | 'right' | 'center';
  /** Extra space between letters, in points (tracking numbers). */
  characterSpacing?: number;
  /** Space added between lines, in points. */
  lineGap?: number;
  /**
   * The paragraph direction. `auto` (the default) takes it from the first letter, right for a
   * line typed in Urdu. Our own templates (`Pickup: …`, `Store → Courier`) are English: `ltr`,
   * with the typed values wrapped in {@link isolate}.
   */
  direction?: 'auto' | 'ltr' | 'rtl';
}

/**
 * Wraps a typed value for a template line (First Strong Isolate … Pop Directional Isolate): the
 * value takes its own direction from its first letter and does not reorder the words around it,
 * so `لان ہاؤس → Sandbox` keeps the store on the left of the arrow.
 */
export const isolate = (value: string) => `\u2068${value}\u2069`;

/** One character with the font chosen for it and its bidi embedding level. */
interface Glyph {
  ch: string;
  /** Index in the paragraph string (UTF-16), to read its level. */
  at: number;
  face: FontFace;
  level: number;
}

/** A line after wrapping: a slice of a paragraph's glyphs, in logical order. */
interface Line {
  glyphs: Glyph[];
  rtl: boolean;
  width: number;
  ascent: number;
  descent: number;
  /** Its runs in visual order, worked out when first drawn. */
  runs?: Run[];
}

/** A stretch of one line drawn with one font in one direction, in visual order. */
interface Run {
  face: FontFace;
  /** The text handed to PDFKit: ordered so that after fontkit's own reversal it reads right. */
  text: string;
  width: number;
}

export interface PdfText {
  /** Draws `text` at (x, y) wrapped to `width`; returns the height used. */
  text(text: string, x: number, y: number, o: TextOptions): number;
  /** The height `text` would take, without drawing it. */
  heightOf(text: string, o: TextOptions): number;
  /** The width of `text` on one line. */
  widthOf(text: string, o: Omit<TextOptions, 'width'>): number;
  /** Each line's runs as drawn, left to right: what a right-to-left line looks like, in text. */
  runsOf(text: string, o: TextOptions): string[][];
}

/**
 * Registers the bundled fonts with `doc` and returns the text functions for it. Characters no
 * font has are printed as {@link PLACEHOLDER} and logged once per document (code points only:
 * names and addresses are personal data).
 */
export function pdfText(doc: PDFKit.PDFDocument, opts: { log?: MissingGlyphLog } = {}): PdfText {
  const chainsNow = fontChains();
  const registered = new Set<string>();
  const register = (f: FontFace) => {
    if (registered.has(f.name)) return;
    doc.registerFont(f.name, f.data);
    registered.add(f.name);
  };
  // Logged once per document and code point (found when a text is first measured or drawn).
  const missing = new Set<string>();
  const logged = new Set<string>();
  const log = opts.log ?? processLog();
  const widthCache = new Map<string, number>();

  /** Width in points of `text` set in `f` at `size` (shaped as one run, as it will be drawn). */
  const runWidth = (f: FontFace, text: string, size: number, spacing: number) => {
    const key = `${f.name}\u0000${text}`;
    let units = widthCache.get(key);
    if (units === undefined) {
      units = f.font.layout(text).advanceWidth / f.font.unitsPerEm;
      widthCache.set(key, units);
    }
    return units * size + spacing * [...text].length;
  };

  /** Chooses a font for each character, with the placeholder for those none has. */
  const shape = (paragraph: string, chain: FontFace[]): { text: string; glyphs: Omit<Glyph, 'level'>[] } => {
    const glyphs: Omit<Glyph, 'level'>[] = [];
    let text = '';
    let prev = null as FontFace | null;
    for (const raw of paragraph) {
      let ch = raw === '\t' ? ' ' : raw;
      const at = text.length;
      if (INVISIBLE.test(ch)) continue;
      text += ch;
      if (BIDI_CONTROL.test(ch)) continue; // steers the levels, prints nothing
      const cp = ch.codePointAt(0)!;
      // Spaces, punctuation and joiners stay with the run they are in when its font has them,
      // so an Urdu phrase is shaped as one run (with the spacing and kerning of one font).
      let f: FontFace | undefined =
        prev && isCommon(ch, cp) && has(prev, cp) ? prev : chain.find((c) => has(c, cp));
      if (!f) {
        const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        if (!logged.has(code)) missing.add(code);
        logged.add(code);
        ch = PLACEHOLDER;
        text = text.slice(0, at) + ch;
        f = chain[0]!;
      }
      glyphs.push({ ch, at, face: f });
      prev = f;
    }
    return { text, glyphs };
  };

  /** Splits logical glyphs into stretches of one font, to measure (order does not change widths). */
  const measure = (glyphs: Glyph[], size: number, spacing: number) => {
    let w = 0;
    let i = 0;
    while (i < glyphs.length) {
      let j = i;
      let s = '';
      while (j < glyphs.length && glyphs[j]!.face === glyphs[i]!.face) s += glyphs[j++]!.ch;
      w += runWidth(glyphs[i]!.face, s, size, spacing);
      i = j;
    }
    return w;
  };

  const trimEnd = (gs: Glyph[]) => {
    let end = gs.length;
    while (end > 0 && gs[end - 1]!.ch === ' ') end--;
    return end === gs.length ? gs : gs.slice(0, end);
  };

  /** A word wider than the box, broken between letters where it stops fitting: never cut. */
  const breakWord = (word: Glyph[], width: number, size: number, spacing: number) => {
    const pieces: Glyph[][] = [];
    let rest = word;
    while (rest.length > 1 && measure(rest, size, spacing) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), size, spacing) > width) cut--;
      pieces.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    pieces.push(rest);
    return pieces;
  };

  /**
   * Greedy wrapping at spaces, in logical order (UAX #9 orders each line after it is broken).
   * Each word is measured once: a line's width is the sum of its words'.
   */
  const wrap = (glyphs: Glyph[], width: number, size: number, spacing: number) => {
    const words: Glyph[][] = [];
    let cur: Glyph[] = [];
    for (const g of glyphs) {
      if (g.ch !== ' ' && cur.length && cur[cur.length - 1]!.ch === ' ') {
        words.push(cur);
        cur = [];
      }
      cur.push(g);
    }
    if (cur.length) words.push(cur);
    const lines: Array<{ glyphs: Glyph[]; width: number }> = [];
    let line: Glyph[] = [];
    let lineWidth = 0; // without its trailing spaces
    let spaces = 0; // the trailing spaces' width, counted once a word follows them
    for (const word of words) {
      const body = trimEnd(word);
      const bodyWidth = measure(body, size, spacing);
      const spaceWidth = measure(word.slice(body.length), size, spacing);
      if (line.length && lineWidth + spaces + bodyWidth > width) {
        lines.push({ glyphs: trimEnd(line), width: lineWidth });
        [line, lineWidth, spaces] = [[], 0, 0];
      }
      if (!line.length && bodyWidth > width) {
        const pieces = breakWord(body, width, size, spacing);
        const last = pieces.pop()!;
        for (const p of pieces) lines.push({ glyphs: p, width: measure(p, size, spacing) });
        [line, lineWidth, spaces] = [
          [...last, ...word.slice(body.length)],
          measure(last, size, spacing),
          spaceWidth,
        ];
        continue;
      }
      line.push(...word);
      lineWidth += spaces + bodyWidth;
      spaces = spaceWidth;
    }
    if (line.length || !lines.length) lines.push({ glyphs: trimEnd(line), width: lineWidth });
    return lines;
  };

  // Runs of spaces and tabs print as one space: typed addresses often have two, and a right-to-left
  // run is drawn a word and its space at a time.
  const paragraphs = (text: string) =>
    text
      .normalize('NFC')
      .split(/\r\n|\r|\n|\u2028|\u2029/)
      .map((p) => p.replace(/[ \t]+/g, ' '));

  /** Lays a paragraph out into lines: fonts, bidi levels, wrapping and line metrics. */
  const layoutParagraph = (paragraph: string, o: TextOptions): Line[] => {
    const chain = chainsNow[o.bold ? 'bold' : 'regular'];
    const { text, glyphs: chosen } = shape(paragraph, chain);
    const spacing = o.characterSpacing ?? 0;
    let levels: Uint8Array | null = null;
    let rtl = false;
    if (MAYBE_RTL.test(text) || o.direction === 'rtl') {
      const result = bidi.getEmbeddingLevels(text, o.direction ?? 'auto');
      levels = result.levels;
      rtl = (result.paragraphs[0]?.level ?? 0) % 2 === 1;
    }
    const glyphs: Glyph[] = chosen.map((g) => ({ ...g, level: levels ? levels[g.at]! : 0 }));
    return wrap(glyphs, o.width, o.size, spacing).map(({ glyphs: gs, width }) => {
      const faces = new Set(gs.map((g) => g.face));
      if (faces.size === 0) faces.add(chain[0]!);
      // The Arabic font's ascent and descent make room for stacked marks that names and
      // addresses rarely have: capped, Urdu lines take ~1.5 lines of Latin, not 2.
      const metric = (pick: (f: fontkit.Font) => number, cap: number) =>
        Math.max(...[...faces].map((f) => Math.min(pick(f.font) / f.font.unitsPerEm, cap) * o.size));
      return {
        glyphs: gs,
        rtl,
        width,
        ascent: metric((f) => f.ascent, 1.05),
        descent: metric((f) => -f.descent, 0.45),
      };
    });
  };

  /**
   * A line's runs in visual order. Each run is one font and one bidi level; the bidi rules (L2)
   * reverse stretches of higher levels. fontkit shapes Arabic in logical order and then reverses
   * it itself, so such a run is handed over in logical order; any other right-to-left run
   * (spaces, brackets between Urdu words) is reversed here, with mirrored brackets.
   */
  const visualRuns = (line: Line, size: number, spacing: number): Run[] => {
    const gs = line.glyphs;
    if (gs.length === 0) return [];
    const maxLevel = Math.max(...gs.map((g) => g.level));
    const minLevel = Math.min(...gs.map((g) => g.level));
    const lowestOdd = minLevel % 2 ? minLevel : minLevel + 1;
    let order = gs.map((_, i) => i);
    for (let level = maxLevel; level >= lowestOdd; level--) {
      const next: number[] = [];
      let i = 0;
      while (i < order.length) {
        if (gs[order[i]!]!.level >= level) {
          let j = i;
          while (j < order.length && gs[order[j]!]!.level >= level) j++;
          next.push(...order.slice(i, j).reverse());
          i = j;
        } else next.push(order[i++]!);
      }
      order = next;
    }
    const runs: Run[] = [];
    let i = 0;
    while (i < order.length) {
      const first = gs[order[i]!]!;
      let j = i + 1;
      while (
        j < order.length &&
        gs[order[j]!]!.face === first.face &&
        gs[order[j]!]!.level === first.level &&
        Math.abs(order[j]! - order[j - 1]!) === 1
      )
        j++;
      const visual = order.slice(i, j).map((k) => gs[k]!);
      const odd = first.level % 2 === 1;
      const logical = (odd ? [...visual].reverse() : visual).map((g) => g.ch).join('');
      // PDFKit lays a run out a word at a time (caching each word) and places the words left to
      // right: a right-to-left run is handed over word by word, its words in visual order.
      // (Urdu digits in an English line are the one left-to-right run fontkit flips: word by word
      // too, spaces apart, so each number is flipped back on its own.)
      const pieces = odd
        ? (logical.match(/[^ ]+ *| +/g) ?? []).reverse()
        : fontkitReverses(logical)
          ? (logical.match(/[^ ]+| +/g) ?? [])
          : [logical];
      for (const piece of pieces) {
        // fontkit shapes what it sees as right to left (Urdu letters) in logical order and then
        // flips it; we flip the rest (`، ` between Urdu words, brackets, mirrored).
        const flips = fontkitReverses(piece);
        const text = odd === flips ? piece : flips ? [...piece].reverse().join('') : mirrorReverse(piece);
        runs.push({ face: first.face, text, width: runWidth(first.face, text, size, spacing) });
      }
      i = j;
    }
    return runs;
  };

  const lineHeight = (l: Line, o: TextOptions) => l.ascent + l.descent + (o.lineGap ?? 0);

  // Measured, then drawn: a block is laid out once per document (a load sheet measures each row
  // to size it, then draws it).
  const layoutCache = new Map<string, Line[]>();
  const layout = (text: string, o: TextOptions) => {
    const key = [o.size, o.width, o.bold ?? false, o.characterSpacing ?? 0, o.direction ?? 'auto', text].join(
      '\u0000',
    );
    let lines = layoutCache.get(key);
    if (!lines) {
      lines = paragraphs(text).flatMap((p) => layoutParagraph(p, o));
      layoutCache.set(key, lines);
    }
    return lines;
  };

  const flushMissing = () => {
    if (!missing.size) return;
    log.warn(
      { codePoints: [...missing] },
      'pdf text: characters no bundled font has, printed as a placeholder',
    );
    missing.clear();
  };

  const api: PdfText = {
    text(text, x, y, o) {
      const spacing = o.characterSpacing ?? 0;
      let top = y;
      for (const line of layout(text, o)) {
        const align = o.align ?? 'start';
        const right = align === 'right' || (align === 'start' && line.rtl);
        let cx = align === 'center' ? x + (o.width - line.width) / 2 : right ? x + o.width - line.width : x;
        const baseline = top + line.ascent;
        line.runs ??= visualRuns(line, o.size, spacing);
        for (const run of line.runs) {
          register(run.face);
          doc.font(run.face.name).fontSize(o.size);
          doc.text(run.text, cx, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: spacing,
          });
          cx += run.width;
        }
        top += lineHeight(line, o);
      }
      flushMissing();
      return top - y;
    },
    heightOf(text, o) {
      const h = layout(text, o).reduce((sum, l) => sum + lineHeight(l, o), 0);
      flushMissing();
      return h;
    },
    widthOf(text, o) {
      const lines = layout(text, { ...o, width: Number.POSITIVE_INFINITY });
      flushMissing();
      return Math.max(0, ...lines.map((l) => l.width));
    },
    runsOf(text, o) {
      return layout(text, o).map((line) =>
        (line.runs ??= visualRuns(line, o.size, o.characterSpacing ?? 0)).map((r) => r.text),
      );
    },
  };
  return api;
}
