import { describe, expect, it } from 'vitest';
import { gymLocalTime } from './next-class';

describe('gymLocalTime', () => {
  it("reads the gym's wall time from the offset form, whatever the visitor's zone", () => {
    expect(gymLocalTime('2026-03-02T19:00:00.000-03:00')).toBe('19:00');
    expect(gymLocalTime('2026-11-25T07:30:00.000+09:00')).toBe('07:30');
    expect(gymLocalTime('2026-11-25T23:45:00Z')).toBe('23:45');
    expect(gymLocalTime('2026-11-25T08:05-04:00')).toBe('08:05');
  });

  it('gives null for anything else', () => {
    for (const bad of ['', '19:00', '2026-03-02T19:00:00.000', '2026-03-02 19:00:00-03:00', 'mañana'])
      expect(gymLocalTime(bad)).toBeNull();
  });
});
