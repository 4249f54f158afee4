import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/Merchant/',
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: {
      '/mmc': `http://127.0.0.1:${serverPort}`,
      '/pub': `http://127.0.0.1:${serverPort}`,
      '/buiOper': `http://127.0.0.1:${serverPort}`,
    },
  },
});
