import { loadDocs } from './src/docs/load-docs.js';
const t = performance.now();
const d = await loadDocs(process.argv[2]!, { threads: 1 });
console.log(d.pages, 'pages', Math.round(performance.now() - t), 'ms', Math.round(d.pages / (performance.now() - t) * 1000), 'pages/s');
