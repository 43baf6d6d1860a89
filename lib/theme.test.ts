import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from './theme';

// styles/tokens.css repeats the theme's values for the parts styled with CSS modules.
const tokens = Object.fromEntries(
  [...readFileSync(path.join(process.cwd(), 'styles', 'tokens.css'), 'utf8').matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
);

describe('styles/tokens.css', () => {
  it('holds the theme’s colours', () => {
    expect(tokens['color-primary']).toBe(theme.palette.primary.main);
    expect(tokens['color-primary-dark']).toBe(theme.palette.primary.dark);
    expect(tokens['color-primary-light']).toBe(theme.palette.primary.light);
    expect(tokens['color-secondary']).toBe(theme.palette.secondary.main);
    expect(tokens['color-text']).toBe(theme.palette.text.primary);
    expect(tokens['color-text-secondary']).toBe(theme.palette.text.secondary);
    expect(tokens['color-divider']).toBe(theme.palette.divider);
    expect(tokens['color-success']).toBe(theme.palette.success.main);
    expect(tokens['color-error']).toBe(theme.palette.error.main);
  });

  it('holds the theme’s radius and the shell’s width', () => {
    expect(tokens.radius).toBe(`${theme.shape.borderRadius}px`);
    expect(tokens['shell-max-width']).toBe(`${theme.breakpoints.values.lg}px`);
  });
});
