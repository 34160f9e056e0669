/**
 * The elements react-markdown renders through the console's own components (elements.tsx), and
 * headings shifted to fit the page's outline.
 */
import type { ComponentProps } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { Link, Table, TaskMark } from './elements';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

const HEADINGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** `#` becomes h`base`, `##` one deeper, and so on, at most h6. */
function headings(base: number): Components {
  const entries = HEADINGS.map((tag, index) => {
    const Tag = HEADINGS[Math.min(5, Math.max(0, base - 1 + index))] ?? 'h6';
    const Heading = ({ node: _node, ...props }: ComponentProps<HeadingTag> & ExtraProps) => (
      <Tag {...props} />
    );
    return [tag, Heading] as const;
  });
  return Object.fromEntries(entries);
}

const cache = new Map<number, Components>();
export function markdownComponents(headingLevel: number): Components {
  const cached = cache.get(headingLevel);
  if (cached) return cached;
  const components: Components = {
    ...headings(headingLevel),
    a: Link,
    input: TaskMark,
    table: Table,
  };
  cache.set(headingLevel, components);
  return components;
}

/** Everything react-markdown may render; anything else is replaced by its content. */
export const ALLOWED_ELEMENTS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
