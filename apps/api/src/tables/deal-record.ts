import { HttpStatus } from '@nestjs/common';
import { RulesError, type AnyDealRecord, type Ruleset } from '@marque/rules';
import { ApiError } from '../common/api-error';
import { RuleViolation } from '../common/rule-violation';
import type { DealBodyDto } from './dto/deal-body.dto';

/**
 * The deal record of the tournament's game that a referee's body describes, checked by that
 * game's rules (a clean copy, ready to store). The auction, when sent call by call, is resolved
 * by libs/rules too; nothing is scored here.
 */
export function toDealRecord(body: DealBodyDto, ruleset: Ruleset): AnyDealRecord {
  return ruleset.readDeal(describedDeal(body, ruleset));
}

function describedDeal(body: DealBodyDto, ruleset: Ruleset): Record<string, unknown> {
  if (body.passedOut) {
    assertAlone(body);
    return { passedOut: true };
  }
  const declared = body.auction ? fromAuction(body, ruleset) : fromContract(body);
  if (declared === 'passedOut') return { passedOut: true };
  if (body.claim) return { ...declared, claim: body.claim, ...extras(body) };
  if (!body.cardPoints) throw new RuleViolation('DEAL_FACTS_MISSING', 'cardPoints');
  return {
    ...declared,
    cardPoints: { A: body.cardPoints.A, B: body.cardPoints.B },
    ...extras(body),
  };
}

/** The facts some games record beside the contract and points; the game's rules refuse the others. */
function extras(body: DealBodyDto): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  if (body.allTricks) facts['allTricks'] = { ...body.allTricks };
  if (body.belote !== undefined) facts['belote'] = body.belote;
  if (body.revoke !== undefined) facts['revoke'] = body.revoke;
  return facts;
}

type Declared = { contract: object; doubling?: string };

function fromContract(body: DealBodyDto): Declared {
  if (!body.contract) throw new RuleViolation('DEAL_FACTS_MISSING', 'contract');
  return { contract: { ...body.contract }, doubling: body.doubling ?? 'none' };
}

function fromAuction(body: DealBodyDto, ruleset: Ruleset): Declared | 'passedOut' {
  if (body.contract || body.doubling) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'AUCTION_WITH_CONTRACT',
      'Send either the auction or the contract, not both',
      {
        details: [
          {
            field: 'auction',
            code: 'AUCTION_WITH_CONTRACT',
            message: 'auction and contract/doubling exclude each other',
          },
        ],
      },
    );
  }
  try {
    const result = ruleset.resolveAuction(body.dealer, body.auction ?? []);
    return result.passedOut
      ? 'passedOut'
      : { contract: result.contract, doubling: result.doubling };
  } catch (error) {
    // libs/rules names the calls `calls[i]`; this body names them `auction[i]`.
    if (error instanceof RulesError)
      throw new RuleViolation(error.code, error.field.replace(/^calls/, 'auction'), error.params);
    throw error;
  }
}

function assertAlone(body: DealBodyDto): void {
  const others = (
    [
      'contract',
      'doubling',
      'cardPoints',
      'allTricks',
      'claim',
      'auction',
      'belote',
      'revoke',
    ] as const
  ).filter((field) => body[field] !== undefined);
  if (others.length > 0) {
    throw new ApiError(
      HttpStatus.BAD_REQUEST,
      'PASSED_OUT_WITH_FACTS',
      'A passed-out deal has no other facts',
      {
        details: others.map((field) => ({
          field,
          code: 'PASSED_OUT_WITH_FACTS',
          message: `${field} goes with a played deal, not a passed-out one`,
        })),
      },
    );
  }
}
