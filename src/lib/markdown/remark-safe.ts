/**
 * A remark plugin that keeps the console's Markdown rules on the syntax tree, before anything becomes
 * an element:
 * - raw HTML becomes the text it is (a paragraph of it where it stood as a block);
 * - an image becomes a link labelled "Image: alt" (or that text alone inside a link), so it never
 *   loads and links never nest; the link rules then decide whether it opens;
 * - an e-mail address GFM found in prose stays text (it was never written as a link);
 * - a table too large to pad is not padded: GFM fills every row up to the column count, so a wide
 *   header over many short rows would multiply into millions of cells.
 */
import type { Nodes, Parents, Root, RootContent, Text } from 'mdast';

/** Cells past which missing ones are not added. */
export const MAX_PADDED_CELLS = 10_000;

const FLOW_PARENTS = new Set<Nodes['type']>([
  'root',
  'blockquote',
  'listItem',
  'footnoteDefinition',
]);

const text = (value: string): Text => ({ type: 'text', value });
const imageLabel = (alt: string | null | undefined) => text(`Image: ${alt || 'untitled'}`);

/** What replaces `node`, or null to keep it. */
function replacement(node: RootContent, parent: Parents, inLink: boolean): RootContent | null {
  switch (node.type) {
    case 'html':
      return FLOW_PARENTS.has(parent.type)
        ? { type: 'paragraph', children: [text(node.value)] }
        : text(node.value);
    case 'image':
      return inLink
        ? imageLabel(node.alt)
        : { type: 'link', url: node.url, title: node.title, children: [imageLabel(node.alt)] };
    case 'imageReference':
      return inLink
        ? imageLabel(node.alt)
        : {
            type: 'linkReference',
            identifier: node.identifier,
            label: node.label,
            referenceType: node.referenceType,
            children: [imageLabel(node.alt)],
          };
    case 'link': {
      const [only] = node.children;
      const literal =
        node.children.length === 1 && only?.type === 'text' && node.url === `mailto:${only.value}`;
      return literal ? only : null;
    }
    default:
      return null;
  }
}

function capPadding(node: Nodes): void {
  if (node.type !== 'table' || !node.align) return;
  if (node.align.length * node.children.length > MAX_PADDED_CELLS) node.align = null;
}

/** Applies the rules above to the whole tree (iteratively: the tree may be deep). */
export function safeTree(tree: Root): void {
  const stack: { parent: Parents; inLink: boolean }[] = [{ parent: tree, inLink: false }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { parent, inLink } = item;
    const children = parent.children as RootContent[];
    for (let index = 0; index < children.length; index += 1) {
      const original = children[index];
      if (!original) continue;
      const node = replacement(original, parent, inLink) ?? original;
      children[index] = node;
      capPadding(node);
      if ('children' in node)
        stack.push({
          parent: node,
          inLink: inLink || node.type === 'link' || node.type === 'linkReference',
        });
    }
  }
}

/** The plugin: `remarkPlugins={[remarkGfm, remarkSafe]}`. */
export function remarkSafe() {
  return safeTree;
}
