import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox.tsx';

describe('Combobox', () => {
  it('points aria-controls at a listbox that is in the DOM even while closed', () => {
    const out = renderToStaticMarkup(
      createElement(Combobox<string>, {
        id: 'city',
        value: '',
        onValueChange: () => {},
        options: ['Lahore', 'Karachi'],
        getKey: (c) => c,
        renderOption: (c) => c,
        onSelect: () => {},
        listLabel: 'Cities',
      }),
    );
    const controls = /aria-controls="([^"]+)"/.exec(out)?.[1];
    expect(controls).toBeTruthy();
    expect(out).toContain(`id="${controls}" role="listbox" aria-label="Cities"`);
    expect(out).toContain('role="combobox" aria-expanded="false"');
    expect(out).not.toContain('aria-activedescendant');
    expect(out).toMatch(/<div hidden=""/);
  });
});
