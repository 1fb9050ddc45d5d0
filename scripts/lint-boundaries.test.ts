import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of apps/web are enforced by lint; this proves the rule still fires.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

/** The messages of the rule that keeps features behind their faces (no-restricted-imports and -syntax). */
async function faceErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.message.includes('public face')).map((m) => m.message);
}

describe('web import boundaries', () => {
  it('refuses shared code importing a feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/shared/lib/probe.ts',
      "import { LanguageSwitch } from '../../features/language';\nexport const probe = LanguageSwitch;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses one feature importing another', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/language/probe.ts',
      "import * as wallet from '../wallet';\nexport const probe = wallet;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature to import shared code and its own files, and the app to compose features', async () => {
    expect(
      await boundaryErrors(
        'apps/web/src/features/language/probe.ts',
        "import { isAddress } from '../../shared/lib/address';\nimport { LanguageSwitch } from './LanguageSwitch';\nexport const probe = [isAddress, LanguageSwitch];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/app/probe.ts',
        "import * as wallet from '../features/wallet';\nexport const probe = wallet;\n",
      ),
    ).toEqual([]);
  });

  it('refuses an import into a feature from outside it, statically or with import(), by alias or relative path', async () => {
    const deep = [
      [
        'apps/web/src/app/probe.ts',
        "import { screens } from '@/features/pools/PoolScreen';\nexport const p = screens;\n",
      ],
      ['apps/web/src/app/routes/probe.ts', "export const load = () => import('@/features/dao/DaoPage');\n"],
      ['apps/web/src/shared/lib/probe.ts', "export { x } from '../../features/swap/logic/x';\n"],
      ['apps/web/src/app/probe.test.ts', "import '../features/limit/ui/LimitForm';\n"],
      ['apps/web/e2e/probe.ts', "import { ROUTES } from '../src/features/pools/index';\nexport const r = ROUTES;\n"],
      ['scripts/probe.ts', "import { x } from '../apps/web/src/features/swap/logic/x';\nexport const p = x;\n"],
    ];
    for (const [file, code] of deep) expect(await faceErrors(file!, code!), file).toHaveLength(1);
  });

  it('allows the faces from outside, and a feature its own files', async () => {
    const allowed = [
      ['apps/web/src/app/probe.ts', "import { screens } from '@/features/pools';\nexport const p = screens;\n"],
      ['apps/web/src/app/probe.ts', "import * as wallet from '../features/wallet';\nexport const p = wallet;\n"],
      ['apps/web/src/features/pools/probe.ts', "import { x } from '@/features/pools/logic/x';\nexport const p = x;\n"],
      ['apps/web/src/features/pools/probe.ts', "export const load = () => import('./PoolScreen');\n"],
    ];
    for (const [file, code] of allowed) expect(await faceErrors(file!, code!), file).toEqual([]);
  });

  it("refuses TanStack's query hooks in the web app (its own render answers as transitions)", async () => {
    const hooks = async (filePath: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath });
      return result.messages.filter((m) => m.message.includes('@/shared/lib/query')).length;
    };
    const probe =
      "import { useQuery, useQueryClient } from '@tanstack/react-query';\nexport const p = [useQuery, useQueryClient];\n";
    expect(await hooks('apps/web/src/features/pools/hooks/probe.ts', probe)).toBe(1);
    expect(await hooks('apps/web/src/shared/tokens/probe.ts', probe)).toBe(1);
    expect(
      await hooks(
        'apps/web/src/shared/tokens/probe.ts',
        "import { useQueryClient } from '@tanstack/react-query';\nexport const p = useQueryClient;\n",
      ),
    ).toBe(0);
  });
});
