import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';

// The first paint needs no data: queries are held (TanStack Query holds them while
// "offline") until it is on screen, so their requests, and the schemas they load, never
// compete with it. Set at load, before anything renders.
onlineManager.setOnline(false);

/** After the first commit, the next frame's paint, then a task: queries may go. */
export function useQueriesAfterFirstPaint(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => onlineManager.setOnline(navigator.onLine), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      onlineManager.setOnline(navigator.onLine);
    };
  }, []);
}
