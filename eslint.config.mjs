import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts'],
  },
  {
    rules: {
      // Car and media images are generated SVGs served by our own routes; next/image adds nothing for them yet.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];

export default config;
