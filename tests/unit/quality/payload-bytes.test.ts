// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payloadBytes } from '@/scripts/quality/payload-bytes';

describe('payloadBytes', () => {
  it('counts the bodies of the scripts that feed self.__next_f, in UTF-8 bytes', () => {
    const first = '(self.__next_f=self.__next_f||[]).push([0])';
    const second = 'self.__next_f.push([1,"1:\\"Nyumba · 360° \\""])';
    const html =
      `<p>Home</p><script>${first}</script>` +
      '<script type="application/ld+json">{"name":"Nyumba360"}</script>' +
      `<script nonce="n">${second}</script>`;
    expect(payloadBytes(html)).toBe(Buffer.byteLength(first) + Buffer.byteLength(second));
    expect(Buffer.byteLength(second)).toBeGreaterThan(second.length);
  });

  it('leaves out scripts loaded from a file and everything outside scripts', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<p>self.__next_f.push([1,"not a script"])</p>';
    expect(payloadBytes(html)).toBe(0);
  });
});
