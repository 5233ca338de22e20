import { describe, expect, it } from 'vitest';
import { scopedClassNames } from '../../../../client/build/scopedClassNames';

describe("the build's CSS class names", () => {
  it('are short, and the same for the same class in every build, wherever the project lies', () => {
    const name = scopedClassNames('/a/client')('title', '/a/client/src/Card.module.css');
    expect(name).toMatch(/^_[\w-]{5}$/);
    expect(scopedClassNames('/b/client')('title', '/b/client/src/Card.module.css')).toBe(name);
    expect(scopedClassNames('/a/client')('title', '/a/client/src/Card.module.css?used')).toBe(name);
  });

  it('differ from class to class and from module to module', () => {
    const names = scopedClassNames('/a/client');
    const made = new Set([
      names('title', '/a/client/src/Card.module.css'),
      names('body', '/a/client/src/Card.module.css'),
      names('title', '/a/client/src/List.module.css'),
    ]);
    expect(made.size).toBe(3);
  });

  it('stop the build when two classes come to the same name', () => {
    const names = scopedClassNames('/a/client');
    const seen = new Map<string, string>();
    // Enough classes that two must share a name (five characters of 64: about 33,000 on average).
    for (let i = 0; ; i++) {
      const local = `c${i}`;
      let name: string;
      try {
        name = names(local, '/a/client/src/Many.module.css');
      } catch (error) {
        expect(String(error)).toMatch(new RegExp(`src/Many\\.module\\.css#c\\d+ and src/Many\\.module\\.css#${local}`));
        return;
      }
      expect(seen.has(name)).toBe(false);
      seen.set(name, local);
      // Asking again for a class already named is no clash.
      expect(names(local, '/a/client/src/Many.module.css')).toBe(name);
    }
  });
});
