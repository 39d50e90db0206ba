import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from '~/instrumentation';
import { INTL_MEMO_LIMIT, MEMOIZED_INTL, memoizeIntlConstructors } from '~/server/intl-memo';

// Each test patches a copy of Intl, never the process's own.
const copy = () => ({ ...Intl, DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules }) as typeof Intl;
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  vi.unstubAllEnvs();
});

describe('memoizeIntlConstructors', () => {
  it('hands out one formatter per argument list, which formats as a fresh one does', () => {
    const intl = copy();
    restore = memoizeIntlConstructors(intl);
    const first = new intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(new intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(first);
    expect(new intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(first);
    expect(first.format(Date.UTC(2026, 10, 27))).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27)));
    expect(first).toBeInstanceOf(intl.DateTimeFormat);
    expect(first).toBeInstanceOf(Intl.DateTimeFormat);
    const number = new intl.NumberFormat('es', { style: 'currency', currency: 'EUR' });
    expect(new intl.NumberFormat('es', { style: 'currency', currency: 'EUR' })).toBe(number);
    expect(new intl.PluralRules(['es'])).toBe(new intl.PluralRules(['es']));
    expect(intl.NumberFormat.supportedLocalesOf(['es'])).toEqual(['es']);
  });

  it('leaves the process-wide Intl alone when given a copy, and restores the copy', () => {
    const intl = copy();
    restore = memoizeIntlConstructors(intl);
    expect(new Intl.NumberFormat('es')).not.toBe(new Intl.NumberFormat('es'));
    for (const name of MEMOIZED_INTL) expect(intl[name]).not.toBe(Intl[name]);
    restore();
    restore = undefined;
    for (const name of MEMOIZED_INTL) expect(intl[name]).toBe(Intl[name]);
  });

  it('builds a fresh formatter for arguments whose JSON would not say what the constructor reads', () => {
    const intl = copy();
    restore = memoizeIntlConstructors(intl);
    class Options {
      get timeZone() {
        return 'America/Bogota';
      }
    }
    const withGetter = new intl.DateTimeFormat('es', new Options() as Intl.DateTimeFormatOptions);
    expect(withGetter.resolvedOptions().timeZone).toBe('America/Bogota');
    expect(new intl.DateTimeFormat('es', new Options() as Intl.DateTimeFormatOptions)).not.toBe(withGetter);
    // The same JSON as the getter's options, but what it says is all there is: UTC, not Bogotá.
    expect(new intl.DateTimeFormat('es', {}).resolvedOptions().timeZone).not.toBe('America/Bogota');
    expect(() => new intl.DateTimeFormat(null as unknown as string)).toThrow(TypeError);
    class Money extends intl.NumberFormat {}
    expect(new Money('es')).toBeInstanceOf(Money);
    expect(new Money('es')).not.toBe(new Money('es'));
  });

  it('keeps at most its limit of argument lists, the least recently used dropped first', () => {
    const intl = copy();
    restore = memoizeIntlConstructors(intl, 2);
    const zones = ['UTC', 'Europe/Madrid', 'America/Bogota'];
    const made = zones.map((timeZone) => new intl.DateTimeFormat('es', { timeZone }));
    // UTC was dropped to make room for Bogotá; Madrid and Bogotá are shared.
    expect(new intl.DateTimeFormat('es', { timeZone: 'Europe/Madrid' })).toBe(made[1]);
    expect(new intl.DateTimeFormat('es', { timeZone: 'America/Bogota' })).toBe(made[2]);
    expect(new intl.DateTimeFormat('es', { timeZone: 'UTC' })).not.toBe(made[0]);
    expect(new intl.DateTimeFormat('es', { timeZone: 'UTC' }).resolvedOptions().timeZone).toBe('UTC');
    expect(INTL_MEMO_LIMIT).toBeGreaterThan(2);
  });
});

describe('the server process', () => {
  it('memoizes Intl when the Node.js server starts, not in another runtime', async () => {
    const intl = copy();
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await register(intl);
    expect(intl.NumberFormat).toBe(Intl.NumberFormat);
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register(intl);
    expect(new intl.NumberFormat('es')).toBe(new intl.NumberFormat('es'));
  });
});
