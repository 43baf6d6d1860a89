// Jest transform through esbuild (already a dependency of tsx): fast, and it understands the TS syntax
// the app uses. Type errors are the typecheck step's job, not the test runner's.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const loader = filename.endsWith('.tsx') ? 'tsx' : filename.endsWith('.ts') ? 'ts' : 'js';
    const { code, map } = transformSync(source, {
      loader,
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
      jsx: 'automatic',
      // Jest runs CommonJS: dynamic imports become requires, as jest cannot load ESM without flags.
      supported: { 'dynamic-import': false },
    });
    return { code, map };
  },
};
