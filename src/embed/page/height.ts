/**
 * The height the frame needs, reported whenever it changes, so the host sizes the iframe to fit and
 * nothing scrolls inside it. Measured on the content element: its box, and what overflows it (an
 * open option list is positioned below its field). A ResizeObserver sees the box grow and shrink; a
 * MutationObserver sees a list open, which does not change the box. Measured once per frame.
 */
export function contentHeight(content: HTMLElement): number {
  return Math.ceil(Math.max(content.getBoundingClientRect().height, content.scrollHeight));
}

export function watchHeight(content: HTMLElement, report: (height: number) => void): () => void {
  let last = -1;
  let scheduled = 0;
  const measure = () => {
    scheduled = 0;
    const height = contentHeight(content);
    // Nothing rendered yet (React renders after this first measure): keep the loader's height.
    if (height > 0 && height !== last) {
      last = height;
      report(height);
    }
  };
  const schedule = () => {
    if (scheduled === 0) scheduled = requestAnimationFrame(measure);
  };
  const resize = new ResizeObserver(schedule);
  resize.observe(content);
  const mutations = new MutationObserver(schedule);
  mutations.observe(content, { childList: true, subtree: true, attributes: true });
  measure();
  return () => {
    resize.disconnect();
    mutations.disconnect();
    cancelAnimationFrame(scheduled);
  };
}
