/** The lazily loaded half of `<docs-assistant>`: chat engine, markdown and panel, with their styles. */
export { panelStyles } from './panel.styles.js';
export { PanelSession } from './panel-session.js';
