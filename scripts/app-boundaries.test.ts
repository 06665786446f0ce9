import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The app's import boundaries (ARCHITECTURE.md "Dependency direction"), checked with the project's own
// eslint-plugin-boundaries block: a feature never imports another feature; feature → domain → ui, lib.
// Only that block runs (with the TypeScript parser, without type information), so a fixture needs no file on disk;
// the imports it names are real files, which the rule resolves.

// The config file is plain JavaScript without a declaration file: read as ESLint's config type.
const configFile = '../eslint.config.js';
const { default: config } = (await import(configFile)) as { default: Linter.Config[] };
const boundariesBlock = config.find((block) => block.plugins && 'boundaries' in block.plugins);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  if (!boundariesBlock) throw new Error('eslint.config.js has no boundaries block');
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, boundariesBlock],
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'fatal'}: ${message.message}`);
}

describe('app import boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/app/features/x/y.tsx',
      "import { catalogConfigOf } from '../catalog/catalog-viewer';\nexport const viewer = catalogConfigOf;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: app-feature must not import app-feature/),
    ]);
  });

  it('lets a feature use the domain, ui and lib layers and its own files', async () => {
    const errors = await boundaryErrors(
      'src/app/features/cart/y.tsx',
      [
        "import { cartQuery } from '../../domain/cart/cart.queries';",
        "import { EmptyState } from '../../ui/empty-state';",
        "import { notify } from '../../lib/notify';",
        "import { cartViewerOf } from './cart-viewer';",
        'export const all = [cartQuery, EmptyState, notify, cartViewerOf];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the lower layers importing upwards: domain → feature, lib → domain, ui → domain', async () => {
    expect(
      await boundaryErrors(
        'src/app/domain/cart/y.ts',
        "import { catalogConfigOf } from '../../features/catalog/catalog-viewer';\nexport const a = catalogConfigOf;\n",
      ),
    ).toEqual([expect.stringMatching(/app-domain must not import app-feature/)]);
    expect(
      await boundaryErrors(
        'src/app/lib/y.ts',
        "import { cartQuery } from '../domain/cart/cart.queries';\nexport const a = cartQuery;\n",
      ),
    ).toEqual([expect.stringMatching(/app-lib must not import app-domain/)]);
    expect(
      await boundaryErrors(
        'src/app/ui/y.tsx',
        "import { useAddToCart } from '../domain/cart/cart.queries';\nexport const a = useAddToCart;\n",
      ),
    ).toEqual([expect.stringMatching(/app-ui must not import app-domain/)]);
  });

  it('lets routes compose features', async () => {
    const errors = await boundaryErrors(
      'src/app/routes/$locale/_portal/y.tsx',
      "import { CartPage } from '../../../features/cart/pages/cart-page';\nexport const page = CartPage;\n",
    );
    expect(errors).toEqual([]);
  });
});
