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
    expect(tokens['color-background']).toBe(theme.palette.background.default);
  });

  it('holds the theme’s font stack', () => {
    expect(tokens['font-family'].replace(/\s+/g, ' ')).toBe(theme.typography.fontFamily?.split(',').join(', '));
  });

  it('holds the theme’s radius and the shell’s width', () => {
    expect(tokens.radius).toBe(`${theme.shape.borderRadius}px`);
    expect(tokens['shell-max-width']).toBe(`${theme.breakpoints.values.lg}px`);
  });
});

// styles/base.css is MUI's CssBaseline written out: pages drawn without MUI get the same body.
describe('styles/base.css', () => {
  const base = readFileSync(path.join(process.cwd(), 'styles', 'base.css'), 'utf8');
  const body = Object.fromEntries(
    [...(/\nbody \{([^}]+)\}/.exec(base)?.[1] ?? '').matchAll(/([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
  );

  it('sets the body as the theme’s body1 text on the theme’s background', () => {
    const { body1 } = theme.typography;
    expect(body).toEqual({
      margin: '0',
      color: 'var(--color-text)',
      'font-family': 'var(--font-family)',
      'font-weight': String(body1.fontWeight),
      'font-size': body1.fontSize,
      'line-height': String(body1.lineHeight),
      'background-color': 'var(--color-background)',
    });
  });

  it('makes bold text the theme’s bold', () => {
    expect(base).toContain(`font-weight: ${theme.typography.fontWeightBold};`);
  });
});
