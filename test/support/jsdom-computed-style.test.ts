/**
 * The memo in jsdom-computed-style.ts (installed by setup-dom.ts for every jsdom test) must answer
 * what jsdom answers after every kind of change: it may skip copying, never a change.
 */
import { afterEach, describe, expect, it } from 'vitest';

// The dom project's files share a window (not isolated): remove what these tests added, and leave
// the style elements emotion keeps for the components of other files.
afterEach(() => {
  for (const style of document.head.querySelectorAll('style:not([data-emotion])')) style.remove();
  document.body.innerHTML = '';
});

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  const first = document.body.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error('no element');
  return first;
}

describe('getComputedStyle in jsdom tests', () => {
  it('gives the same values twice while nothing changes', () => {
    const box = element('<div style="display: flex; visibility: hidden"></div>');
    const first = getComputedStyle(box);
    const second = window.getComputedStyle(box);
    expect([second.display, second.visibility]).toEqual([first.display, first.visibility]);
    expect(first.display).toBe('flex');
  });

  it('sees an inline style, an attribute and a class change at once', () => {
    const box = element('<div class="a"><span>text</span></div>');
    const span = box.querySelector('span') as HTMLElement;
    expect(getComputedStyle(box).display).toBe('block');
    box.style.display = 'none';
    expect(getComputedStyle(box).display).toBe('none');
    box.removeAttribute('style');
    box.setAttribute('hidden', '');
    expect(getComputedStyle(box).display).toBe('none');
    box.removeAttribute('hidden');
    const sheet = document.createElement('style');
    sheet.textContent = '.b { visibility: hidden }';
    document.head.append(sheet);
    expect(getComputedStyle(span).visibility).toBe('visible');
    box.classList.add('b');
    expect(getComputedStyle(span).visibility).toBe('hidden');
  });

  it('sees a rule added to a style sheet and a style element removed', () => {
    const box = element('<p class="c">x</p>');
    const sheet = document.createElement('style');
    document.head.append(sheet);
    expect(getComputedStyle(box).display).toBe('block');
    sheet.sheet?.insertRule('.c { display: inline-grid }');
    expect(getComputedStyle(box).display).toBe('inline-grid');
    sheet.remove();
    expect(getComputedStyle(box).display).toBe('block');
  });

  it('answers for text changes and new elements', () => {
    const box = element('<ul><li>one</li></ul>');
    const before = getComputedStyle(box).display;
    const item = document.createElement('li');
    item.textContent = 'two';
    box.append(item);
    expect(getComputedStyle(item).display).toBe('list-item');
    expect(getComputedStyle(box).display).toBe(before);
  });

  it('answers display and visibility through the cascade: media, !important, specificity, inheritance', () => {
    const box = element('<section id="s" class="x"><div class="y"><em>deep</em></div></section>');
    const inner = box.querySelector('em') as HTMLElement;
    const sheet = document.createElement('style');
    sheet.textContent = `
      @media screen { .x { visibility: hidden } }
      @media print { .y { display: none } }
      #s .y { display: grid }
      .y { display: flex !important; color: red }
      div { display: table }
    `;
    document.head.append(sheet);
    expect(getComputedStyle(inner).visibility).toBe('hidden');
    expect(getComputedStyle(box.querySelector('.y') as HTMLElement).display).toBe('flex');
    expect(getComputedStyle(box.querySelector('.y') as HTMLElement).color).toBe('rgb(255, 0, 0)');
    expect(getComputedStyle(inner).getPropertyValue('display')).toBe('inline');
    box.setAttribute('style', 'pointer-events: none');
    expect(getComputedStyle(inner).pointerEvents).toBe('none');
    expect(getComputedStyle(box).getPropertyValue('pointer-events')).toBe('none');
  });
});
