import { describe, expect, it } from 'vitest';
import { decodeRecord } from './core';
import { embedWorkflow } from './embed-workflow';

const endpoint = 'GET /embed-api/workflows/{id}';

describe('embedWorkflow', () => {
  it('reads the form and the answers, keeps nothing else', () => {
    const decoded = decodeRecord(endpoint, embedWorkflow, {
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
    const decoded = decodeRecord(endpoint, embedWorkflow, {
      name: 42,
      form: [7, { id: 'f1', type: 'TextField' }],
      form_data: 'nope',
    });
    expect(decoded.name).toBe('');
    expect(decoded.form).toHaveLength(1);
    expect(decoded.form_problems).toEqual(['Field 1 is not an object and was left out.']);
    expect(decoded.form_data).toEqual({});
  });
});
