// Jest transform through esbuild (already a dependency of tsx): fast, and it understands the TS syntax
// the app uses. Type errors are the typecheck step's job, not the test runner's.
const { createHash } = require('node:crypto');
const { transformSync } = require('esbuild');

const self = require('node:fs').readFileSync(__filename);

module.exports = {
  // The same file is transformed twice when jest loads it both ways, so the key says which form it is.
  getCacheKey(source, filename, options) {
    return createHash('sha256')
      .update(self)
      .update('\0')
      .update(source)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(options?.configString ?? '')
      .update(options?.supportsStaticESM ? '\0esm' : '\0cjs')
      .digest('hex');
  },
  process(source, filename, options) {
    const loader = filename.endsWith('.tsx') ? 'tsx' : filename.endsWith('.ts') ? 'ts' : 'js';
    // On Node 24 jest loads a package that ships only ES modules (ky, htmlparser2 …) as one, and asks for
    // ES module output then (supportsStaticESM); everything else it runs as CommonJS.
    const esm = options?.supportsStaticESM === true;
    const { code, map } = transformSync(source, {
      loader,
      format: esm ? 'esm' : 'cjs',
      target: 'node24',
      sourcemap: 'inline',
      sourcefile: filename,
      jsx: 'automatic',
      // In CommonJS, dynamic imports become requires, as jest cannot load ESM there without flags.
      ...(esm ? {} : { supported: { 'dynamic-import': false } }),
    });
    return { code, map };
  },
};
