// The import command with the stand-in photo step, for the tests that run it as a process
// (kill.test.ts): node scripts/run.mjs tests/unit/import/import-child.ts [arguments].
import { cli } from '@/scripts/import/cli';
import { fakePhotos } from './fake-photos';

process.exitCode = await cli(process.argv.slice(2), async () => fakePhotos);
