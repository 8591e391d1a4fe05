import { createHash } from 'node:crypto';
import { listField, parsePage, stringField } from '../parse-page.js';
import { sitePath } from '../site-config.js';
import type { DocSection } from '../types.js';
import { ANCHOR_STYLES } from './anchors.js';
import { rewriteContainers } from './containers.js';
import { docusaurusRoute } from './docusaurus.js';
import { type PagePlan, type SiteLayout, languageOf } from './layout.js';
import { readHtmlPage } from './html-page.js';
import { mkdocsRoute } from './mkdocs.js';
import { vitepressKey, vitepressRoute } from './vitepress.js';

/** One page file to its sections, placed where its generator serves it. */
export function pageSections(plan: PagePlan, content: string, layout: SiteLayout): DocSection[] {
  const mdx = /\.mdx$/i.test(plan.file) || layout.mdMeansMdx;
  let source = content;
  if (layout.generator === 'html') {
    // Built pages: the main content back as Markdown, headings with the ids the site links to.
    const html = readHtmlPage(content);
    if (!html) return [];
    source = rewriteContainers(html.markdown, layout.syntax);
    if (html.language) plan = { ...plan, language: languageOf(html.language) };
  } else if (layout.generator !== 'mintlify') source = rewriteContainers(content, layout.syntax);
  const page = parsePage(source, {
    mdx: mdx && layout.generator !== 'html',
    anchors: ANCHOR_STYLES[layout.anchors],
  });
  const fm = page.frontMatter;
  const { path, navGroups } = route(plan, fm, layout);
  const placement = layout.placements.get(path);
  const language =
    stringField(fm, 'language') ?? stringField(fm, 'lang') ?? placement?.language ?? plan.language;
  const version = stringField(fm, 'version') ?? placement?.version ?? plan.version;
  const groups = [...new Set([...navGroups, ...listField(fm, 'groups')])];
  const pageTitle =
    plan.title ??
    page.title ??
    stringField(fm, 'sidebar_label') ??
    plan.file
      .split('/')
      .pop()!
      .replace(/\.mdx?$/i, '');
  return page.sections.map((section, position) => ({
    id: sectionId(path, section.anchor, position),
    path,
    anchor: section.anchor,
    pageTitle,
    headings: section.headings,
    text: section.text,
    code: section.code,
    version,
    language,
    groups,
    position,
    ...(page.keywords.length ? { keywords: page.keywords } : {}),
  }));
}

function route(
  plan: PagePlan,
  fm: Record<string, unknown>,
  layout: SiteLayout,
): { path: string; navGroups: string[] } {
  switch (layout.generator) {
    case 'mintlify': {
      const path = sitePath(plan.local);
      return { path, navGroups: layout.groups.get(path) ?? [] };
    }
    case 'markdown': {
      const moved = stringField(fm, 'permalink') ?? stringField(fm, 'slug');
      const path = moved ? `/${moved.replace(/^\/+/, '')}` : sitePath(plan.local);
      return { path, navGroups: layout.groups.get(plan.file) ?? [] };
    }
    case 'docusaurus': {
      const { docId, slug } = docusaurusRoute(plan.local, {
        id: stringField(fm, 'id'),
        slug: stringField(fm, 'slug'),
      });
      const path = `${plan.prefix}${slug}`.replace(/(.)\/$/, '$1') || '/';
      const folder = plan.local.split('/').slice(0, -1).join('/');
      const groups = layout.groups.get(docId) ?? layout.folderGroups.get(folder) ?? [];
      const labels = layout.groupLabels.get(plan.language);
      return { path, navGroups: labels ? groups.map((g) => labels.get(g) ?? g) : groups };
    }
    case 'vitepress': {
      const path = vitepressRoute(plan.local, layout.cleanUrls);
      const bare = plan.local.replace(/\.md$/i, '');
      const [first] = bare.split('/');
      const name = bare.split('/').pop();
      const navGroups =
        layout.groups.get(vitepressKey(`/${bare}`)) ??
        layout.groups.get(`~${first}:${name}`) ??
        layout.groups.get(`~${first}:${bare.slice(first!.length + 1)}`) ??
        layout.groups.get(`~${name}`) ??
        layout.groups.get(`~${bare}`) ??
        [];
      return { path, navGroups };
    }
    case 'html':
      return { path: plan.local, navGroups: [] };
    case 'mkdocs':
      return {
        path: `${plan.prefix}${mkdocsRoute(plan.local, layout.cleanUrls)}`,
        navGroups: layout.groups.get(plan.local) ?? [],
      };
  }
}

export function sectionId(path: string, anchor: string | null, position: number): string {
  return createHash('sha256')
    .update(`${path}#${anchor ?? ''}@${position}`)
    .digest('hex')
    .slice(0, 24);
}
