import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const contractsSrc = fileURLToPath(new URL('../../packages/contracts/src/', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // `@sauda/contracts/auth.ts` and `@sauda/contracts/auth` both resolve to the source file.
    alias: [{ find: /^@sauda\/contracts\/(.+?)(\.ts)?$/, replacement: `${contractsSrc}$1.ts` }],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Two entries: the back office (index.html) and the buyers' storefront (shop.html, much lighter).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        shop: fileURLToPath(new URL('./shop.html', import.meta.url)),
      },
    },
  },
});
