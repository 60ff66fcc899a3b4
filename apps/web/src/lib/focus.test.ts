import { describe, expect, it } from 'vitest';
import { focusPageStart, restoreFocus } from './focus.ts';

/** Just enough of a Document for the focus rules (the unit project runs without a DOM). */
function fakePage() {
  type El = {
    name: string;
    isConnected: boolean;
    tabIndex: number;
    attrs: Set<string>;
    ownerDocument: typeof doc;
    hasAttribute(a: string): boolean;
    focus(): void;
  };
  const doc = {
    activeElement: null as El | null,
    body: null as unknown as El,
    h1: null as El | null,
    main: null as El | null,
    querySelector(sel: string) {
      return sel.includes('h1') ? this.h1 : sel === 'main' ? this.main : null;
    },
    getElementById(id: string) {
      return id === 'main' ? this.main : null;
    },
  };
  const el = (name: string, attrs: string[] = []): El => ({
    name,
    isConnected: true,
    tabIndex: 0,
    attrs: new Set(attrs),
    ownerDocument: doc,
    hasAttribute(a) {
      return this.attrs.has(a) || (a === 'tabindex' && this.tabIndex === -1);
    },
    focus() {
      if (this.isConnected && (this.tabIndex === -1 || this.attrs.has('focusable'))) doc.activeElement = this;
    },
  });
  doc.body = el('body');
  doc.activeElement = doc.body;
  doc.h1 = el('h1');
  doc.main = el('main', ['tabindex']);
  doc.main.tabIndex = -1;
  return { doc, el, asDoc: doc as unknown as Document };
}

describe('restoreFocus (a dialog closed)', () => {
  it('gives focus back to the opener while it is still in the page', () => {
    const { doc, el, asDoc } = fakePage();
    const opener = el('Cancel order', ['focusable']);
    restoreFocus(opener as unknown as Element, asDoc);
    expect(doc.activeElement?.name).toBe('Cancel order');
  });

  it("falls back to the page's h1, made focusable with tabIndex -1, when the opener is gone", () => {
    const { doc, el, asDoc } = fakePage();
    const opener = el('Delete row', ['focusable']);
    opener.isConnected = false;
    restoreFocus(opener as unknown as Element, asDoc);
    expect(doc.activeElement?.name).toBe('h1');
    expect(doc.h1?.tabIndex).toBe(-1);
  });

  it('falls back to <main> when the page has no h1, and to the h1 when nothing opened it (Ctrl+K on <body>)', () => {
    const { doc, asDoc } = fakePage();
    doc.h1 = null;
    restoreFocus(null, asDoc);
    expect(doc.activeElement?.name).toBe('main');
    const again = fakePage();
    restoreFocus(again.doc.body as unknown as Element, again.asDoc);
    expect(again.doc.activeElement?.name).toBe('h1');
  });

  it('leaves focus alone when something already took it (a navigation focused the new h1)', () => {
    const { doc, el, asDoc } = fakePage();
    const heading = el('new page h1', ['focusable']);
    doc.activeElement = heading;
    restoreFocus(el('Search', ['focusable']) as unknown as Element, asDoc);
    expect(doc.activeElement?.name).toBe('new page h1');
  });
});

describe('focusPageStart', () => {
  it('keeps an h1 that has its own tabindex as it is', () => {
    const { doc, asDoc } = fakePage();
    doc.h1!.attrs.add('tabindex');
    doc.h1!.attrs.add('focusable');
    doc.h1!.tabIndex = 0;
    expect(focusPageStart(asDoc)).toBe(true);
    expect(doc.h1!.tabIndex).toBe(0);
  });
});
