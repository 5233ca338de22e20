/**
 * Resolves in a later task of the browser's event loop, so that what follows runs after the browser has
 * had its turn: a paint, a tap. Start-up steps separated by it are separate tasks rather than one long
 * one. `scheduler.yield()` where the browser has it (the rest of the start-up keeps its place ahead of
 * other scripts' work), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
