import { relative } from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit resolves paths from the working directory: these work from the root and the package.
const here = relative(process.cwd(), __dirname) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${here}/src/db/schema.ts`,
  out: `${here}/drizzle`,
});
