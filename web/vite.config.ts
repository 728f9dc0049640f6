import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkPackages } from './vite.chunk-packages';
import { precompress } from './vite.precompress';
import { preLoginZod } from './vite.pre-login-zod';

const backend = 'http://localhost:8080';

/** Modules of the named packages (regular-expression fragments) under node_modules. */
function packages(...names: string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

export default defineConfig({
  plugins: [preLoginZod(), react(), chunkPackages(), precompress()],
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
    manifest: true,
    emptyOutDir: true,
    // exceljs (~930 kB) is its own chunk, loaded only when a user exports a list; every other chunk
    // stays far below this.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // One long-lived vendor chunk for what every page needs (React and the router). Everything else is split by
        // use, so the login page loads only Mantine core, the form and one language, and each page brings its heavy
        // libraries (charts, the rich-text editor, date pickers, exceljs) on demand. The chart and editor libraries
        // are groups of their own so that no shared chunk mixes one of their modules in with small ones (one that
        // did carried the chart library to the student home). scripts/check-bundle-size.mjs holds the budgets.
        codeSplitting: {
          // A group holds only the modules it names (by default it also takes their dependencies, such as the
          // parts of Mantine core the editor uses, and with them onto the login page).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'vendor-react', test: packages('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom') },
            {
              name: 'vendor-charts',
              test: packages(
                '@mantine[\\\\/]charts',
                'recharts',
                'd3-[a-z-]+',
                'victory-vendor',
                'decimal\\.js-light',
                'es-toolkit',
                '@reduxjs',
                'immer',
                'reselect',
                'redux',
                'redux-thunk',
                'eventemitter3',
                'internmap',
              ),
            },
            {
              name: 'vendor-editor',
              test: packages(
                '@mantine[\\\\/]tiptap',
                '@tiptap',
                'prosemirror-[a-z-]+',
                'linkifyjs',
                'orderedmap',
                'rope-sequence',
                'w3c-keyname',
              ),
            },
          ],
        },
      },
    },
  },
});
