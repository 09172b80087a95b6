import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every repository path and every `spec.md §N` that the docs, the README and the code's comments
 * name must exist, so none of them can go stale: a file renamed or a section renumbered fails
 * here, naming where it was cited.
 */
const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['README.md', 'CONTRIBUTING.md', 'docs', 'app', 'components', 'lib', 'scripts'];
const MORE_SOURCES = ['tests', 'deploy', 'next.config.mjs', 'playwright.config.ts'];
// The offline tools' npm workspaces: their READMEs and comments cite the files they write.
const WORKSPACES = ['media-tools', 'geodata'];
const TEXT = /\.(md|ts|tsx|mjs|js|sh|conf|json)$/;
// Folders the build writes (ignored by git): named in the docs, absent from a fresh clone.
const GENERATED = [
  'public/og/',
  'public/icons/',
  'public/photos/',
  'public/plans/',
  'public/map/',
  'reports/',
];
// 'quality' was the quality scripts' folder (now scripts/quality/): a path still naming it fails.
const TOP = ['app', 'components', 'lib', 'data', 'public', 'scripts', ...WORKSPACES];
const TOP_MORE = ['deploy', 'docs', 'tests', '.ci'];
// A path: a top-level folder, then path characters. Placeholders (<slug>, *, {…}) end it.
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${[...TOP, ...TOP_MORE].map((t) => t.replace('.', '\\.')).join('|')})/[\\w./()[\\]-]*)`,
  'g',
);

function files(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' ? [] : files(path.join(entry, name)),
  );
}

interface Citation {
  file: string;
  line: number;
  text: string;
}

const sources = [...SOURCES, ...MORE_SOURCES, ...WORKSPACES].flatMap(files);
const cited: Citation[] = [];
const sections: Citation[] = [];
for (const file of sources) {
  readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((content, i) => {
      // Code: only comments cite paths (strings in code are checked by running it).
      const code = /\.(ts|tsx|mjs|js)$/.test(file);
      const comment = code ? (/(\/\/|\/\*|^\s*\*)(.*)$/.exec(content)?.[2] ?? '') : content;
      for (const match of comment.matchAll(PATH)) {
        const next = comment[match.index + match[0].length];
        if (next === '<' || next === '*' || next === '{' || next === '…') continue;
        // A Markdown link: its text, then `](` and its target.
        const text = match[1]!.split('](')[0]!.replace(/[.,;:)]+$/, '');
        cited.push({ file, line: i + 1, text });
      }
      for (const match of content.matchAll(/spec\.md ?§ ?(\d+(?:\.\d+)?)(?:,? item (\d+))?/g)) {
        sections.push({
          file,
          line: i + 1,
          text: match[2] ? `${match[1]} item ${match[2]}` : match[1]!,
        });
      }
    });
}

const spec = readFileSync(path.join(ROOT, 'docs/spec.md'), 'utf8');
function sectionExists(ref: string): boolean {
  const [section, , item] = ref.split(' ');
  const heading = new RegExp(`^#{2,3} ${section!.replace('.', '\\.')}\\.? `, 'm');
  if (!heading.test(spec)) return false;
  if (item === undefined) return true;
  const body = spec.split(heading)[1]!.split(/^## /m)[0]!;
  return new RegExp(`^${item}\\. `, 'm').test(body);
}

describe('references in the docs and comments', () => {
  it('finds what it checks', () => {
    expect(sources).toContain('README.md');
    expect(cited.length).toBeGreaterThan(100);
    expect(sections.length).toBeGreaterThan(10);
  });

  it('name repository paths that exist', () => {
    const missing = cited
      .filter(({ text }) => !GENERATED.some((folder) => text.startsWith(folder)))
      .filter(({ text }) => !existsSync(path.join(ROOT, text)))
      // A workspace's README and comments may name its own files from its folder.
      .filter(({ file, text }) => {
        const workspace = WORKSPACES.find((folder) => file.startsWith(`${folder}/`));
        return !workspace || !existsSync(path.join(ROOT, workspace, text));
      })
      .map(({ file, line, text }) => `${file}:${line}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('cite sections of docs/spec.md that exist', () => {
    const missing = sections
      .filter(({ text }) => !sectionExists(text))
      .map(({ file, line, text }) => `${file}:${line}: §${text}`);
    expect(missing).toEqual([]);
  });
});
