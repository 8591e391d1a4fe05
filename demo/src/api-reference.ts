const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Operation {
  summary?: string;
  description?: string;
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    description?: string;
    schema?: { type?: string };
  }[];
  responses?: Record<string, { description?: string }>;
}

/** The OpenAPI document as a readable page: one section per operation. */
export function renderApiReference(doc: {
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}): string {
  const sections = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(p.schema?.type ?? '')}</td><td>${p.required ? 'yes' : ''}</td><td>${escape(p.description ?? '')}</td></tr>`,
        )
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><code>${escape(status)}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      return `<section class="operation">
<h2 id="${escape(`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'))}"><code>${method.toUpperCase()} ${escape(path)}</code></h2>
<p>${escape(op.summary ?? '')}</p>
${op.description ? `<p>${escape(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead><tbody>${params}</tbody></table>` : ''}
<ul class="responses">${responses}</ul>
</section>`;
    }),
  );
  return `<p class="lead">${escape(doc.info.title)}, version ${escape(doc.info.version)}. Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>\n${sections.join('\n')}`;
}
