import { describe, expect, it } from 'vitest';
import { formRefs, redactedText, tokenize } from './placeholders';

const kinds = (text: string) =>
  tokenize(text).map((token) => [token.kind, token.ref ?? token.problem ?? token.raw]);

describe('tokenize', () => {
  it('finds form fields, connection fields, secrets and other data', () => {
    expect(kinds('Bearer {% redact app_connection.token %}')).toEqual([
      ['text', 'Bearer '],
      ['secret', 'app_connection.token'],
    ]);
    expect(kinds('{{form[channel]}}/{{ form["message text"] }}/{{form.subject}}')).toEqual([
      ['form', 'channel'],
      ['text', '/'],
      ['form', 'message text'],
      ['text', '/'],
      ['form', 'subject'],
    ]);
    expect(kinds('https://{{app_connection.subdomain}}.example/{{trigger.deal.id}}')).toEqual([
      ['text', 'https://'],
      ['connection', 'subdomain'],
      ['text', '.example/'],
      ['data', 'trigger.deal.id'],
    ]);
    expect(kinds('{% if x %}')).toEqual([['tag', 'if x']]);
  });

  it('reports an opening that is never closed', () => {
    expect(kinds('a {{form[x] b')).toEqual([
      ['text', 'a '],
      ['malformed', '"{{" is never closed'],
    ]);
  });

  it('reports nested braces and keeps reading after them', () => {
    expect(kinds('{{ {{form[x]}} }}')).toEqual([
      ['malformed', 'a placeholder opens inside "{{"'],
      ['form', 'x'],
      ['text', ' '],
      ['malformed', '"}}" closes nothing'],
    ]);
    expect(kinds('{% redact {{app_connection.x}} %}')[0]).toEqual([
      'malformed',
      'a placeholder opens inside "{%"',
    ]);
  });

  it('reports empty placeholders and stray closes, and survives anything', () => {
    expect(kinds('{{ }}')).toEqual([['malformed', 'empty placeholder']]);
    expect(kinds('x %} y')).toEqual([
      ['text', 'x '],
      ['malformed', '"%}" closes nothing'],
      ['text', ' y'],
    ]);
    expect(tokenize(null)).toEqual([]);
    expect(tokenize('{{{{{{')).toEqual(expect.any(Array));
    expect(tokenize('}}}}%}%}{%').map((token) => token.kind)).toEqual([
      'malformed',
      'malformed',
      'malformed',
      'malformed',
      'malformed',
    ]);
  });

  it('keeps the text whole: the raw parts join back to the input', () => {
    for (const text of ['a {{form[x]}} b {% redact y %} c', '{{ {{x}} }}', 'x {{ y', '}} {%']) {
      expect(
        tokenize(text)
          .map((token) => token.raw)
          .join(''),
      ).toBe(text);
    }
  });
});

describe('redactedText and formRefs', () => {
  it('hide secrets and list form references', () => {
    const tokens = tokenize('Bearer {% redact app_connection.token %} {{form[channel]}}');
    expect(redactedText(tokens)).toBe('Bearer {% redacted %} {{form[channel]}}');
    expect(formRefs(tokens)).toEqual(['channel']);
  });
});
