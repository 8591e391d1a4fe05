/**
 * What a page's longest main-thread tasks were made of, from a Chromium trace: each task's wall
 * time, its CPU time (the thread's own, so time the machine gave to other processes is not
 * counted) and its CPU time by phase; and a whole run's CPU by phase and frames drawn. Used by
 * `render-stream` with `TRACE=1`.
 */
import type { CDPSession } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Trace event names by the phase they belong to; the rest is `other`. */
const PHASES: [phase: string, prefixes: string[]][] = [
  [
    'script',
    ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'v8.callFunction', 'TimerFire', 'FireAnimationFrame'],
  ],
  [
    'compile',
    ['V8.Compile', 'V8.ParseFunction', 'V8.BytecodeBudgetInterrupt', 'FlushInstructionCache', 'v8.compile'],
  ],
  ['gc', ['V8.GC', 'MinorGC', 'MajorGC']],
  [
    'style',
    ['Document::recalcStyle', 'Document::updateStyle', 'Document::rebuildLayoutTree', 'UpdateLayoutTree'],
  ],
  ['layout', ['Layout', 'LocalFrameView::performLayout', 'InlineNode::']],
  [
    'paint',
    ['Paint', 'PrePaint', 'LocalFrameView::RunPrePaint', 'Blink.CompositingInputs', 'Commit', 'Layerize'],
  ],
];

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'toplevel',
];

export interface TracedTask {
  /** Start, in ms from the first task traced. */
  at: number;
  wall: number;
  cpu: number;
  /** CPU ms by phase. */
  phases: Record<string, number>;
}

export async function startTrace(cdp: CDPSession): Promise<() => Promise<TracedTask[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadTasks(events);
  };
}

function mainThreadTasks(events: TraceEvent[]): TracedTask[] {
  // The page's main thread: the renderer main thread that ran the most tasks.
  const counts = new Map<string, number>();
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'ThreadControllerImpl::RunTask' && mains.has(`${e.pid}:${e.tid}`))
      counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const timed = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: TracedTask[] = [];
  /** Open events, outermost first, each with its CPU time less its children's. */
  const stack: { event: TraceEvent; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, self } = stack.pop()!;
      const phase = PHASES.find(([, names]) => names.some((n) => event.name.startsWith(n)))?.[0] ?? 'other';
      const task = tasks.at(-1)!;
      task.phases[phase] = (task.phases[phase] ?? 0) + Math.max(0, self) / 1000;
    }
  };
  for (const event of timed) {
    close(event.ts);
    if (!stack.length) {
      if (event.name !== 'ThreadControllerImpl::RunTask') continue;
      tasks.push({ at: event.ts, wall: event.dur! / 1000, cpu: (event.tdur ?? 0) / 1000, phases: {} });
    }
    const parent = stack.at(-1);
    if (parent) parent.self -= event.tdur ?? 0;
    stack.push({ event, self: event.tdur ?? 0 });
  }
  close(Infinity);
  const first = tasks[0]?.at ?? 0;
  return tasks.map((task) => ({ ...task, at: (task.at - first) / 1000 }));
}

/** The phases that took at least a millisecond, longest first. */
function describePhases(phases: Record<string, number>): string {
  return Object.entries(phases)
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([phase, ms]) => `${phase} ${ms.toFixed(0)}`)
    .join(', ');
}

/** One line per task: wall and CPU ms, then the phases that took at least a millisecond. */
export function describeTask(task: TracedTask): string {
  return `${task.wall.toFixed(0)} ms (CPU ${task.cpu.toFixed(0)} ms: ${describePhases(task.phases)}) at +${task.at.toFixed(0)} ms`;
}

/**
 * The whole run in one line: its CPU by phase and the frames it drew (the tasks that painted).
 * Every frame costs some style, layout and paint however little it draws, so the count of
 * frames says as much about a run's CPU as the work per frame does.
 */
export function describeRun(tasks: TracedTask[]): string {
  const phases: Record<string, number> = {};
  for (const task of tasks)
    for (const [phase, ms] of Object.entries(task.phases)) phases[phase] = (phases[phase] ?? 0) + ms;
  const cpu = tasks.reduce((sum, task) => sum + task.cpu, 0);
  const frames = tasks.filter((task) => (task.phases.paint ?? 0) > 0);
  const perFrame = frames.reduce((sum, task) => sum + task.cpu, 0) / Math.max(1, frames.length);
  return `CPU ${cpu.toFixed(0)} ms in ${tasks.length} tasks, ${frames.length} of them frames drawn (CPU ${perFrame.toFixed(1)} ms each): ${describePhases(phases)}`;
}
