// The workspace config, plus its spec rules (jest/no-focused-tests…) for component specs:
// the root applies them to *.spec.ts, and this app's component specs are *.spec.tsx.
import root from '../../eslint.config.mjs';

const specRules = root.find((block) => block.files?.includes('**/*.spec.ts'));

export default [...root, { ...specRules, files: ['**/*.spec.tsx'] }];
