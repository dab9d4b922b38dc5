import { BadRequestException } from '@nestjs/common';
import { RulesError, resolveAuction, type Call, type DealRecord } from '@marque/rules';
import { RuleViolation } from '../common/rule-violation';
import type { DealBodyDto } from './dto/deal-body.dto';

/**
 * The DealRecord of libs/rules that a referee's body describes. The auction, when sent call by
 * call, is resolved here by libs/rules; nothing is scored here.
 */
export function toDealRecord(body: DealBodyDto): DealRecord {
  if (body.passedOut) {
    assertAlone(body);
    return { passedOut: true };
  }
  const declared = body.auction ? fromAuction(body) : fromContract(body);
  if (declared === 'passedOut') return { passedOut: true };
  if (body.claim) {
    return { ...declared, claim: body.claim };
  }
  if (!body.cardPoints) throw new RuleViolation('DEAL_FACTS_MISSING', 'cardPoints');
  const played = { ...declared, cardPoints: { A: body.cardPoints.A, B: body.cardPoints.B } };
  return body.allTricks ? { ...played, allTricks: { ...body.allTricks } } : played;
}

type Declared = Pick<Extract<DealRecord, { contract: unknown }>, 'contract' | 'doubling'>;

function fromContract(body: DealBodyDto): Declared {
  if (!body.contract) throw new RuleViolation('DEAL_FACTS_MISSING', 'contract');
  return { contract: { ...body.contract }, doubling: body.doubling ?? 'none' };
}

function fromAuction(body: DealBodyDto): Declared | 'passedOut' {
  if (body.contract || body.doubling) {
    throw new BadRequestException({
      message: 'Send either the auction or the contract, not both',
      details: [{ field: 'auction', message: 'auction and contract/doubling exclude each other' }],
    });
  }
  try {
    const result = resolveAuction(body.dealer, (body.auction ?? []) as Call[]);
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
    ['contract', 'doubling', 'cardPoints', 'allTricks', 'claim', 'auction'] as const
  ).filter((field) => body[field] !== undefined);
  if (others.length > 0) {
    throw new BadRequestException({
      message: 'A passed-out deal has no other facts',
      details: others.map((field) => ({
        field,
        message: `${field} goes with a played deal, not a passed-out one`,
      })),
    });
  }
}
