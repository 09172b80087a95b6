import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  inlineScripts,
  nginxMapLine,
  pagePolicy,
  scriptHash,
  withCspMeta,
} from '@/lib/security/csp';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><script src="/a.js" async=""></script></head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('finds each inline script the browser runs, and nothing else', () => {
    const html = page(
      '<script>self.__next_f=self.__next_f||[]</script>' +
        '<script type="application/ld+json">{"@type":"House"}</script>' +
        '<script type="module">import "/x.js"</script>' +
        '<template><script>inTemplate()</script></template>' +
        '<script>self.__next_f.push([1,"</p>"])</script>',
    );
    expect(inlineScripts(html)).toEqual([
      'self.__next_f=self.__next_f||[]',
      'import "/x.js"',
      'inTemplate()',
      'self.__next_f.push([1,"</p>"])',
    ]);
  });

  it('keeps the text as written: entities are not decoded inside a script', () => {
    expect(inlineScripts(page('<script>a="&amp;"</script>'))).toEqual(['a="&amp;"']);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the text, as CSP wants it', () => {
    const text = 'alert(1)';
    const expected = createHash('sha256').update(text).digest('base64');
    expect(scriptHash(text)).toBe(`'sha256-${expected}'`);
    // A known value: the hash of an empty script.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('changes when the script changes', () => {
    expect(scriptHash('a()')).not.toBe(scriptHash('a() '));
  });
});

describe('pagePolicy', () => {
  it("allows exactly the page's scripts, once each, and no unsafe source", () => {
    const hashes = inlineScripts(
      page('<script>one()</script><script>two()</script><script>one()</script>'),
    ).map(scriptHash);
    const policy = pagePolicy(hashes, { header: false });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${scriptHash('one()')} ${scriptHash('two()')}`);
    expect(policy).not.toMatch(/unsafe/);
    expect(policy).toMatch(/^default-src 'none'; /);
    // frame-ancestors is ignored in a meta policy: only the header carries it.
    expect(policy).not.toMatch(/frame-ancestors/);
    expect(pagePolicy(hashes, { header: true })).toMatch(/; frame-ancestors 'none'/);
  });
});

describe('withCspMeta', () => {
  it('puts the policy after the charset, before any script, once, even when run again', () => {
    const html = page('<script>x()</script>');
    const policy = pagePolicy([scriptHash('x()')], { header: false });
    const once = withCspMeta(html, policy);
    expect(once).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/><script src="/a.js"`,
    );
    const twice = withCspMeta(once, policy);
    expect(twice).toBe(once);
  });

  it('refuses a page without a head', () => {
    expect(() => withCspMeta('<p>no head</p>', 'default-src x')).toThrow(/no <head>/);
  });
});

describe('nginxMapLine', () => {
  it('quotes the policy after the URI', () => {
    expect(nginxMapLine('/listings/a/index.html', "script-src 'self'")).toBe(
      `/listings/a/index.html "script-src 'self'";`,
    );
  });

  it('refuses a URI that could break the map', () => {
    expect(() => nginxMapLine('/a b/index.html', 'x')).toThrow();
    expect(() => nginxMapLine('/a";/index.html', 'x')).toThrow();
  });
});
