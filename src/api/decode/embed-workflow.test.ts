import { describe, expect, it } from 'vitest';
import { readEmbedWorkflow, type EmbedWorkflow } from './embed-workflow';

function read(answer: unknown): EmbedWorkflow {
  const workflow = readEmbedWorkflow(answer);
  if (!workflow) throw new Error('not read as a workflow');
  return workflow;
}

describe('readEmbedWorkflow', () => {
  it('reads the form and the answers, keeps nothing else', () => {
    const decoded = read({
      name: 'Notify #sales',
      description: '',
      form: [{ id: 'f1', name: 'message', label: 'Message', type: 'TextField', required: true }],
      form_data: { f1: 'Hi' },
      groups: ['admins'],
    });
    expect(decoded.name).toBe('Notify #sales');
    expect(decoded.description).toBeNull();
    expect(decoded.form.map((field) => field.id)).toEqual(['f1']);
    expect(decoded.form_data).toEqual({ f1: 'Hi' });
    expect(decoded.form_problems).toEqual([]);
    expect(decoded).not.toHaveProperty('groups');
  });

  it('is tolerant where the console is: a broken field is left out and said so', () => {
    const decoded = read({
      name: 42,
      form: [7, { id: 'f1', type: 'TextField' }],
      form_data: 'nope',
    });
    expect(decoded.name).toBe('');
    expect(decoded.form).toHaveLength(1);
    expect(decoded.form_problems).toEqual(['Field 1 is not an object and was left out.']);
    expect(decoded.form_data).toEqual({});
  });

  it('reads nothing from an answer that is not an object', () => {
    expect(readEmbedWorkflow(null)).toBeUndefined();
    expect(readEmbedWorkflow([{ name: 'a list' }])).toBeUndefined();
    expect(readEmbedWorkflow('Notify #sales')).toBeUndefined();
  });

  it("reads an AsyncSelect field's configuration with the documented fallbacks", () => {
    const [field] = read({
      form: [
        {
          id: 'channel',
          type: 'AsyncSelect',
          required: 'yes',
          data: {
            url: 'https://provider.test/channels',
            value_key: '',
            parameters: { team: 'sales', limit: 50 },
            pagination: { max_items: 2.5, cursor_path: 'next' },
            filters: ['junk', { id: 'q', type: 'contains_var', field: 'name' }],
          },
        },
      ],
    }).form;
    expect(field).toMatchObject({ id: 'channel', name: '', label: 'channel', required: false });
    expect(field?.data).toMatchObject({
      url: 'https://provider.test/channels',
      value_key: null,
      parameters: { team: 'sales' },
      pagination: { type: null, max_items: null, cursor_path: 'next', cursor_param: null },
      filters: [{ id: 'q', type: 'contains_var', field: 'name', value: null }],
    });
    expect(field?.data.raw).toMatchObject({ parameters: { team: 'sales', limit: 50 } });
    expect(read({ form: [{ name: 'x', data: ['not', 'an object'] }] }).form[0]?.data.raw).toEqual(
      {},
    );
  });
});
