/** Resolves at the next frame, or soon after in a hidden tab, where frames stop. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 50);
  });
}
