import { describe, expect, it } from 'vitest';
import { colorOf, NEUTRAL, optionColor, PALETTE } from '@app/features/planner/components/palette.ts';

describe('planner colours', () => {
  it('turns the spec colour names into CSS colours', () => {
    expect(colorOf('teal')).toBe(PALETTE.teal);
    expect(optionColor('Red')).toBe(PALETTE.red);
  });

  it('greys out an option without a colour, and keeps a space blue by default', () => {
    expect(optionColor(null)).toBe(NEUTRAL);
    expect(optionColor('grey')).toBe(NEUTRAL);
    expect(colorOf(undefined)).toBe(PALETTE.blue);
  });

  it('passes safe raw CSS colours through and refuses anything else', () => {
    expect(optionColor('#abcdef')).toBe('#abcdef');
    expect(optionColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(optionColor('red; background:url(x)')).toBe(NEUTRAL);
  });
});
