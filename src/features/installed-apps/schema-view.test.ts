import { describe, expect, it } from 'vitest';
import { bracketName, categoriesText, entriesOf, formNamesOf, isSecretField } from './schema-view';

describe('schema readings', () => {
  it('reads header and param objects, tolerating other shapes', () => {
    expect(entriesOf({ Accept: 'application/json', retries: 3 })).toEqual([
      ['Accept', 'application/json'],
      ['retries', '3'],
    ]);
    expect(entriesOf('Accept:application/json')).toEqual([]);
    expect(entriesOf(null)).toEqual([]);
    expect(entriesOf(['a'])).toEqual([]);
  });

  it('knows a field by its schema name and its bracketed name', () => {
    expect(bracketName('message__text')).toBe('message[text]');
    expect(bracketName('a__b__c')).toBe('a[b][c]');
    expect(bracketName('plain')).toBe('plain');
    expect(bracketName('__private')).toBe('__private');
    expect([...formNamesOf([{ name: 'ticket__title' }, { name: 'priority' }, {}, 'x'])]).toEqual([
      'ticket__title',
      'ticket[title]',
      'priority',
    ]);
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
