import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../support/demo-server';
import { failRequests, findFailure, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

const results = () => screen.getByRole('region', { name: 'Data fields' });

describe('the data fields screen', () => {
  it('lists the acting user’s fields with nested fields, flags, samples and a copy button', async () => {
    const { user } = renderRoute('/data-fields');
    // The seed gives main 9 fields: 7 at the top, Company with 2 nested ones.
    expect(await screen.findByRole('heading', { name: 'From the user (9)' })).toBeInTheDocument();
    expect(screen.getByText('For user “main”.')).toBeInTheDocument();
    expect(
      within(results()).queryByRole('heading', { name: /From the trigger/ }),
    ).not.toBeInTheDocument();
    expect(within(results()).getByText('2 nested fields of Company')).toBeInTheDocument();
    expect(within(results()).getByText('e.g. ops@workflow.example')).toBeInTheDocument();
    expect(within(results()).getByText('{% redact api_token %}')).toBeVisible();
    expect(
      within(results()).queryByText(/tok_live_905ed7a9886300e452cf6e36/),
    ).not.toBeInTheDocument();
    expect(within(results()).getAllByText('Secret').length).toBeGreaterThan(0);
    expect(within(results()).getAllByText('Required').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Copy the placeholder of Email' }));
    expect(await navigator.clipboard.readText()).toBe('{{email}}');
  });

  it('adds a trigger’s fields and narrows to several types, all in the URL', async () => {
    const { user, router } = renderRoute('/data-fields');
    await screen.findByRole('heading', { name: /From the user/ });
    await user.type(screen.getByRole('textbox', { name: /Event trigger/ }), 'deal.closed{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/data-fields?event_trigger=deal.closed'));
    expect(await screen.findByRole('heading', { name: 'From the trigger (4)' })).toBeVisible();

    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    await user.click(screen.getByRole('checkbox', { name: 'Number' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/data-fields?event_trigger=deal.closed&type=Date%2CNumber'),
    );
    expect(await screen.findByRole('heading', { name: 'From the trigger (2)' })).toBeVisible();
    expect(within(results()).queryAllByText(/^(String|Boolean|Object|Array)$/)).toHaveLength(0);
    const trigger = db.catalog
      .flatMap((app) => app.schema.triggers)
      .find((candidate) => candidate.key === 'deal.closed');
    for (const field of trigger?.data_schema ?? []) {
      const shown = within(results()).queryByText(`{{${field.data_path}}}`);
      if (['Date', 'Number'].includes(field.type)) expect(shown).toBeVisible();
      else expect(shown).not.toBeInTheDocument();
    }
    expect(
      screen.getByText('For user “main” and the trigger “deal.closed”, of type Date or Number.'),
    ).toBeVisible();
  });

  it('lists another user’s fields', async () => {
    const { user, router } = renderRoute('/data-fields');
    await screen.findByRole('heading', { name: /From the user/ });
    const input = screen.getByRole('textbox', { name: /User key/ });
    expect(input).toHaveAttribute('placeholder', 'main');
    await user.type(input, 'acme{Enter}');
    await waitFor(() => expect(currentUrl(router)).toBe('/data-fields?user_key=acme'));
    expect(await within(results()).findByText('e.g. it@acme.example')).toBeVisible();
    expect(screen.getByText('For user “acme”.')).toBeVisible();
  });

  it('says when the filters hide every field, and clears them', async () => {
    const { user, router } = renderRoute('/data-fields?type=Duration');
    const empty = await within(
      await screen.findByRole('region', { name: 'Data fields' }),
    ).findByRole('status');
    expect(empty).toHaveTextContent('No data fields match these filters');
    expect(screen.getByRole('checkbox', { name: 'Duration' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/data-fields'));
    expect(await screen.findByRole('heading', { name: /From the user/ })).toBeVisible();
  });

  it('shows a failure with the request id, and retries', async () => {
    const failing = failRequests('get', '/data_fields', serviceDown);
    const { user } = renderRoute('/data-fields');
    const alert = await findFailure('Loading data fields failed: The service answered 503');
    expect(alert).toHaveTextContent('req_ops_503');
    failing.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /From the user/ })).toBeVisible();
  });
});
