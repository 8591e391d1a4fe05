/** Resolves at the next frame, or soon after in a hidden tab, where frames stop. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    // A streaming answer waits for every frame: a timer left behind would wake the page for nothing.
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
