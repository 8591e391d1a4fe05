import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'Acme docs',
  description: 'A small VitePress site with the docs assistant.',
  vue: {
    template: {
      // The element is a custom element, not a Vue component.
      compilerOptions: { isCustomElement: (tag) => tag.startsWith('docs-assistant') },
    },
  },
});
