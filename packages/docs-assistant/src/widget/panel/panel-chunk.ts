/** The lazily loaded half of `<docs-assistant>`: chat engine, markdown and panel, with their styles. */
import { postThumbsFrom } from '../feedback-poster.js';

export { panelStyles } from './panel.styles.js';
export { PanelSession } from './panel-session.js';

// Ratings come from answers the panel shows: the poster arrives with it, once per page.
if (typeof document !== 'undefined') postThumbsFrom(document);
