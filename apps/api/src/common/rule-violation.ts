import type { RulesErrorCode } from '@marque/rules';
import type { ApiRuleCode } from '../i18n/rules-messages';

/** A fact that breaks a rule the API checks itself (whose deal it is); answered like a RulesError: 422. */
export class RuleViolation extends Error {
  constructor(
    readonly code: ApiRuleCode | RulesErrorCode,
    readonly field: string,
    readonly params: Readonly<Record<string, number | string>> = {},
  ) {
    super(code);
  }
}
