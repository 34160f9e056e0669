import { describe, expect, it } from 'vitest';
import { makeField } from '@test/support/fields';
import { bracketName, categoriesText, formNamesOf, isSecretField } from './schema-view';

describe('schema readings', () => {
  it('knows a field by its schema name and its bracketed name', () => {
    expect(bracketName('message__text')).toBe('message[text]');
    expect(bracketName('a__b__c')).toBe('a[b][c]');
    expect(bracketName('plain')).toBe('plain');
    expect(bracketName('__private')).toBe('__private');
    expect([
      ...formNamesOf([makeField('ticket__title', 'TextField'), makeField('priority', 'TextField')]),
    ]).toEqual(['ticket__title', 'ticket[title]', 'priority']);
  });

  it('flags credential connection fields', () => {
    expect(isSecretField({ name: 'token', type: 'secret' })).toBe(true);
    expect(isSecretField({ name: 'pass', type: 'Password' })).toBe(true);
    expect(isSecretField({ name: 'api_key', type: 'text' })).toBe(true);
    expect(isSecretField({ name: 'subdomain', type: 'text' })).toBe(false);
  });

  it('joins the categories that are set', () => {
    expect(categoriesText('Sales', 'CRM')).toBe('Sales › CRM');
    expect(categoriesText('Scheduling', null)).toBe('Scheduling');
    expect(categoriesText(null, ' ')).toBeNull();
  });
});
