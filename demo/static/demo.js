// Theme toggle for the demo site: light, dark, or the system's choice, remembered per browser.
const root = document.documentElement;
const saved = localStorage.getItem('demo-theme');
if (saved) root.dataset.theme = saved;

document.addEventListener('DOMContentLoaded', () => {
  document.getElementById('theme-toggle')?.addEventListener('click', () => {
    const dark = root.dataset.theme
      ? root.dataset.theme === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches;
    root.dataset.theme = dark ? 'light' : 'dark';
    localStorage.setItem('demo-theme', root.dataset.theme);
    for (const el of document.querySelectorAll('docs-assistant'))
      el.setAttribute('theme', root.dataset.theme);
  });
  if (root.dataset.theme)
    for (const el of document.querySelectorAll('docs-assistant'))
      el.setAttribute('theme', root.dataset.theme);
});
