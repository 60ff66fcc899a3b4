import { describe, expect, it } from 'vitest';
import { comboboxKey } from './combobox-keys.ts';

const open = { open: true, active: 1, count: 3 };
const closed = { open: false, active: 0, count: 3 };

describe('comboboxKey', () => {
  it('moves the highlight with the arrow keys, stopping at the ends', () => {
    expect(comboboxKey('ArrowDown', open)).toMatchObject({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowDown', { ...open, active: 2 })).toMatchObject({ type: 'move', active: 2 });
    expect(comboboxKey('ArrowUp', open)).toMatchObject({ type: 'move', active: 0 });
    expect(comboboxKey('ArrowUp', { ...open, active: 0 })).toMatchObject({ type: 'move', active: 0 });
  });

  it('opens a closed list on ArrowDown without skipping the first option', () => {
    expect(comboboxKey('ArrowDown', closed)).toEqual({
      type: 'move',
      open: true,
      active: 0,
      preventDefault: true,
    });
  });

  it('chooses the highlighted option on Enter', () => {
    expect(comboboxKey('Enter', open)).toEqual({ type: 'choose', index: 1, preventDefault: true });
  });

  it('never submits from a picker, but lets a plain field submit when its list is closed', () => {
    expect(comboboxKey('Enter', closed)).toMatchObject({ type: 'open', preventDefault: true });
    expect(comboboxKey('Enter', { ...open, count: 0 })).toMatchObject({ type: 'swallow' });
    expect(comboboxKey('Enter', closed, { enterSubmits: true })).toEqual({ type: 'none' });
    expect(comboboxKey('Enter', open, { enterSubmits: true })).toMatchObject({ type: 'choose' });
  });

  it('closes on Escape only when open (otherwise the dialog around gets it)', () => {
    expect(comboboxKey('Escape', open)).toEqual({ type: 'close', preventDefault: true });
    expect(comboboxKey('Escape', closed)).toEqual({ type: 'none' });
  });

  it('closes on Tab without keeping focus, so it moves on to the next field', () => {
    expect(comboboxKey('Tab', open)).toEqual({ type: 'close', preventDefault: false });
    expect(comboboxKey('Tab', closed)).toEqual({ type: 'none' });
  });

  it('leaves typing keys alone', () => {
    expect(comboboxKey('a', open)).toEqual({ type: 'none' });
    expect(comboboxKey('Home', open)).toEqual({ type: 'none' });
  });
});
