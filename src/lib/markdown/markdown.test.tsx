import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('loads the renderer when there is text, and shows it formatted', async () => {
    render(<Markdown source={'## Connect\n\nOpen [the guide](https://docs.example/).'} />);
    expect(await screen.findByRole('heading', { level: 4, name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('target', '_blank');
  });

  it('renders nothing but the fallback for empty or non-text input', () => {
    const { container, rerender } = render(
      <Markdown source={{ html: '<b>' }} empty="No instructions." />,
    );
    expect(container).toHaveTextContent('No instructions.');
    expect(screen.queryByText('<b>')).not.toBeInTheDocument();
    rerender(<Markdown source={'  \n '} empty="Nothing." />);
    expect(container).toHaveTextContent('Nothing.');
    rerender(<Markdown source={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
