import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of apps/web are enforced by lint; this proves the rule still fires.
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
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
});
