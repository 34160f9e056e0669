/**
 * The height that makes an element reach the bottom of the window from where it starts on the page
 * (at least `min`), measured before paint and again when the window or the page above it changes.
 */
import { useLayoutEffect, useRef, useState } from 'react';

const BOTTOM_GAP = 12;

export function useFillHeight(min: number, enabled = true) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const next = Math.max(min, Math.floor(window.innerHeight - top - BOTTOM_GAP));
      setHeight((prev) => (prev === next ? prev : next));
    };
    measure();
    window.addEventListener('resize', measure);
    // What sits above (a banner, a list of problems) may grow or shrink.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [min, enabled]);
  return { ref, height };
}
