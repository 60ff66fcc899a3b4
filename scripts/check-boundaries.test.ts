import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM script without type declarations
import { checkFiles } from './check-boundaries.mjs';

const check = (file: string, source: string): string[] => checkFiles([{ file, source }]);

describe('architecture boundary check', () => {
  it('allows Drizzle in repos and db/ only', () => {
    expect(check('apps/api/src/modules/stores/stores.repo.ts', "import { eq } from 'drizzle-orm';")).toEqual(
      [],
    );
    expect(check('apps/api/src/db/client.ts', "import { drizzle } from 'drizzle-orm/pglite';")).toEqual([]);
    expect(
      check('apps/api/src/modules/stores/stores.service.ts', "import { eq } from 'drizzle-orm';"),
    ).toHaveLength(1);
  });

  it('forbids one web feature importing another', () => {
    expect(
      check(
        'apps/web/src/features/orders/components/list.tsx',
        "import { x } from '../../products/api/get.ts';",
      ),
    ).toHaveLength(1);
    expect(
      check('apps/web/src/features/orders/components/list.tsx', "import { x } from '../api/get.ts';"),
    ).toEqual([]);
    expect(
      check(
        'apps/web/src/app/routes/orders/page.tsx',
        "import { x } from '../../../features/products/api/get.ts';",
      ),
    ).toEqual([]);
    expect(
      check('apps/web/src/components/ui/button.tsx', "import { x } from '../../features/auth/x.ts';"),
    ).toHaveLength(1);
  });

  it('lets API modules meet only through services', () => {
    expect(
      check(
        'apps/api/src/modules/auth/auth.service.ts',
        "import { listStores } from '../stores/stores.service.ts';",
      ),
    ).toEqual([]);
    expect(
      check(
        'apps/api/src/modules/auth/auth.service.ts',
        "import { listStores } from '../stores/stores.repo.ts';",
      ),
    ).toHaveLength(1);
  });

  it('keeps contracts free of the apps', () => {
    expect(
      check('packages/contracts/src/x.ts', "import { a } from '../../../apps/api/src/app.ts';"),
    ).toHaveLength(1);
  });
});
