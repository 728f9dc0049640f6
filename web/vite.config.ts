import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/health': backend,
    },
  },
  preview: {
    proxy: {
      '/graphql': backend,
      '/api': backend,
      '/health': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // exceljs (~930 kB) is its own chunk, loaded only when a user exports a list; every other chunk
    // stays far below this.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so an app change does not invalidate them.
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'vendor-apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|@graphql-typed-document-node)[\\/]/ },
            { name: 'vendor-mantine', test: /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-textarea-autosize)[\\/]/ },
            { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'vendor-icons', test: /node_modules[\\/]@tabler[\\/]/ },
            // The CRUD toolkit's libraries, shared by every list page (loaded with the first one).
            { name: 'vendor-crud', test: /node_modules[\\/](mantine-datatable|zod|dayjs|clsx)[\\/]/ },
          ],
        },
      },
    },
  },
});
