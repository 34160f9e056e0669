/**
 * Finds where JSON text stops being valid, independent of the engine's error message (V8 often gives
 * no position at all). A small recursive-descent scanner; only used after JSON.parse has failed.
 */
export interface JsonProblem {
  position: number;
  message: string;
}

class JsonScanError extends Error {
  constructor(
    readonly position: number,
    message: string,
  ) {
    super(message);
  }
}

const WS = new Set([' ', '\t', '\n', '\r']);

class Scanner {
  index = 0;
  constructor(private readonly text: string) {}

  fail(message: string): never {
    throw new JsonScanError(this.index, message);
  }

  skip() {
    while (WS.has(this.text.charAt(this.index))) this.index += 1;
  }

  char(): string {
    return this.text.charAt(this.index);
  }

  describe(): string {
    const char = this.char();
    return char === '' ? 'the end of the text' : `"${char}"`;
  }

  value() {
    this.skip();
    const char = this.char();
    if (char === '{') return this.object();
    if (char === '[') return this.array();
    if (char === '"') return this.string();
    if (char === '-' || (char >= '0' && char <= '9')) return this.number();
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.index)) {
        this.index += word.length;
        return;
      }
    }
    this.fail(`Expected a value, found ${this.describe()}`);
  }

  object() {
    this.index += 1;
    this.skip();
    if (this.char() === '}') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.skip();
      if (this.char() !== '"')
        this.fail(`Expected a property name in quotes, found ${this.describe()}`);
      this.string();
      this.skip();
      if (this.char() !== ':')
        this.fail(`Expected ":" after the property name, found ${this.describe()}`);
      this.index += 1;
      this.value();
      this.skip();
      if (this.char() === ',') {
        this.index += 1;
        continue;
      }
      if (this.char() === '}') {
        this.index += 1;
        return;
      }
      this.fail(`Expected "," or "}", found ${this.describe()}`);
    }
  }

  array() {
    this.index += 1;
    this.skip();
    if (this.char() === ']') {
      this.index += 1;
      return;
    }
    for (;;) {
      this.value();
      this.skip();
      if (this.char() === ',') {
        this.index += 1;
        continue;
      }
      if (this.char() === ']') {
        this.index += 1;
        return;
      }
      this.fail(`Expected "," or "]", found ${this.describe()}`);
    }
  }

  string() {
    this.index += 1;
    for (;;) {
      const char = this.char();
      if (char === '') this.fail('The text ends inside a string');
      if (char === '"') {
        this.index += 1;
        return;
      }
      if (char === '\n') this.fail('A string cannot span lines (use \\n)');
      if (char === '\\') {
        const next = this.text.charAt(this.index + 1);
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.index + 2, this.index + 6)))
            this.fail('Invalid \\u escape');
          this.index += 6;
          continue;
        }
        if (!'"\\/bfnrt'.includes(next) || next === '') this.fail(`Invalid escape "\\${next}"`);
        this.index += 2;
        continue;
      }
      this.index += 1;
    }
  }

  number() {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) this.fail(`Invalid number`);
    this.index += match[0].length;
  }

  document() {
    this.value();
    this.skip();
    if (this.index < this.text.length) this.fail(`Unexpected ${this.describe()} after the value`);
  }
}

/** Where and why the text is not JSON, or null when it is. */
export function locateJsonProblem(text: string): JsonProblem | null {
  try {
    new Scanner(text).document();
    return null;
  } catch (problem) {
    if (problem instanceof JsonScanError)
      return { position: problem.position, message: problem.message };
    // Deep nesting can overflow the stack: say so rather than guess a place.
    return { position: 0, message: problem instanceof Error ? problem.message : 'Not valid JSON' };
  }
}
