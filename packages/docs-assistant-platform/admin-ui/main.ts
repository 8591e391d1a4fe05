/** The dashboard's bundle: defines its elements; the page at /admin holds `<da-admin-app>`. */
import { AdminApp } from './admin-app.js';
import { ConversationsView } from './views/conversations-view.js';
import { FeedbackView } from './views/feedback-view.js';
import { GapsView } from './views/gaps-view.js';
import { JobsView } from './views/jobs-view.js';
import { OverviewView } from './views/overview-view.js';
import { SignInView } from './views/sign-in-view.js';

const elements: [string, CustomElementConstructor][] = [
  ['da-sign-in', SignInView],
  ['da-overview', OverviewView],
  ['da-conversations', ConversationsView],
  ['da-gaps', GapsView],
  ['da-feedback', FeedbackView],
  ['da-jobs', JobsView],
  ['da-admin-app', AdminApp],
];
for (const [name, element] of elements) if (!customElements.get(name)) customElements.define(name, element);
