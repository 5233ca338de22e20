import { useEffect, useState } from 'react';

/** Whether any part of `element` has been inside the window yet; true from then on. */
export function useSeenOnce(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
