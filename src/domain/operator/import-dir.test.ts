import { describe, expect, it } from 'vitest';
import { isInsideDirectory } from './import-dir';

describe('isInsideDirectory: handed-over files come only from OPERATOR_IMPORT_DIR', () => {
  it.each([
    ['/srv/import', '/srv/import/feed.csv', true],
    ['/srv/import', '/srv/import/harbour/feed.csv', true],
    ['/srv/import', '/srv/import/..feed.csv', true],
    ['/srv/import', '/srv/import', false],
    ['/srv/import', '/srv/import-other/feed.csv', false],
    ['/srv/import', '/srv/feed.csv', false],
    ['/srv/import', '/etc/passwd', false],
    ['/srv/import', '/srv/import/../secrets.yaml', false],
    ['/srv/import', '/srv/import/a/../../x.csv', false],
    ['/srv/import', '/', false],
    ['/', '/etc/site.yaml', true],
  ])('%s holds %s: %s', (dir, file, inside) => {
    expect(isInsideDirectory(dir, file)).toBe(inside);
  });
});
