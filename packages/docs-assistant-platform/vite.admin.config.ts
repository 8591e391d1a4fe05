import { defineConfig } from 'vite';

/**
 * The dashboard's one self-contained script, `dist/admin-ui/admin.js`, which the platform serves
 * at `/admin/assets/admin.js`. Lit is bundled in: the page loads nothing from another host.
 */
export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: { conditions: ['browser', 'production', 'module', 'import', 'default'] },
  build: {
    outDir: 'dist/admin-ui',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    lib: { entry: 'admin-ui/main.ts', formats: ['es'], fileName: () => 'admin.js' },
    rolldownOptions: { output: { minify: true } },
  },
});
