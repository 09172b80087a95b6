// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalise } from '@/scripts/quality/snapshot-normalise';

describe('normalise', () => {
  const ids = ['Xy3_buildId-9'];

  it('replaces the build id wherever it appears', () => {
    expect(normalise('"b":"Xy3_buildId-9","p":"/_next/static/Xy3_buildId-9/_ssg.js"', ids)).toBe(
      '"b":"BUILD_ID","p":"/_next/static/BUILD_ID/_ssg.js"',
    );
  });

  it('replaces chunk names, with or without the /_next/ prefix, keeping their kind', () => {
    expect(
      normalise(
        '<script src="/_next/static/chunks/0a1b2c3d4e.js" async=""></script>' +
          '<link rel="stylesheet" href="/_next/static/chunks/f00d.css"/>' +
          '\\"static/chunks/app/page-9f.js\\"',
        ids,
      ),
    ).toBe(
      '<script src="/_next/static/chunks/CHUNK.js" async=""></script>' +
        '<link rel="stylesheet" href="/_next/static/chunks/CHUNK.css"/>' +
        '\\"static/chunks/CHUNK.js\\"',
    );
  });

  it("replaces bundler module ids and the script policy's hashes", () => {
    expect(
      normalise(
        `3:I[79831,["x"],"default"]\nscript-src 'self' 'sha256-AbC+/09=' 'sha256-zz=='`,
        ids,
      ),
    ).toBe(`3:I[MODULE,["x"],"default"]\nscript-src 'self' 'sha256-HASH' 'sha256-HASH'`);
  });

  it('leaves what a visitor reads as it is', () => {
    const text = '<h1>Nyumba za kupangisha</h1><p>KES 85,000 kwa mwezi; I[see] it.</p>';
    expect(normalise(text, ids)).toBe(text);
  });
});
