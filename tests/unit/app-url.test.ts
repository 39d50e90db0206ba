import { describe, expect, it } from 'vitest';
import { localAppUrl } from '~/local/app-url';

describe('the local app address (npm start, npm run alerts:run)', () => {
  it('follows the port when left at its default, so mailed links reach the running app; a configured one is kept', () => {
    expect(localAppUrl('http://localhost:3000', 4000)).toBe('http://localhost:4000');
    expect(localAppUrl('http://localhost:3000', 3000)).toBe('http://localhost:3000');
    expect(localAppUrl('https://rumbo.example', 4000)).toBe('https://rumbo.example');
  });
});
