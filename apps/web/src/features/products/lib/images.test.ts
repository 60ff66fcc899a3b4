import { describe, expect, it } from 'vitest';
import { imageFileProblem, moveItem, triageFiles } from './images.ts';

const file = (name: string, type = 'image/jpeg', size = 1000) => ({ name, type, size });

describe('image checks', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MiB', () => {
    expect(imageFileProblem(file('a.jpg'))).toBeNull();
    expect(imageFileProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(imageFileProblem(file('a.svg', 'image/svg+xml'))).toMatch(/not a JPEG/);
    expect(imageFileProblem(file('big.png', 'image/png', 5 * 1024 * 1024 + 1))).toMatch(/larger than 5 MB/);
    expect(imageFileProblem(file('empty.png', 'image/png', 0))).toMatch(/empty/);
  });
  it('stops at 20 images', () => {
    const r = triageFiles([file('1.jpg'), file('2.pdf', 'application/pdf'), file('3.jpg')], 19);
    expect(r.accepted.map((f) => f.name)).toEqual(['1.jpg']);
    expect(r.refused.map((x) => x.file.name)).toEqual(['2.pdf', '3.jpg']);
  });
  it('moves items', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
