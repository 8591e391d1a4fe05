/** Settings for `cem analyze`, which writes custom-elements.json. */
export default {
  globs: ['src/widget/**/*.ts'],
  litelement: true,
  plugins: [
    {
      // Events dispatched as class instances are documented by their @fires tags; the analyzer
      // also records them once more without a name.
      name: 'drop-unnamed-events',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules) {
          for (const declaration of module.declarations ?? []) {
            if (declaration.events) declaration.events = declaration.events.filter((event) => event.name);
          }
        }
      },
    },
  ],
};
