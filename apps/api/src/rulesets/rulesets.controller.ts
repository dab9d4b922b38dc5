import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { RulesetInfo } from '@marque/contracts';
import { allRulesets } from './ruleset-info';

@ApiTags('rulesets')
@Controller('rulesets')
export class RulesetsController {
  @Get()
  @ApiOkResponse({
    description:
      'Every game a tournament can play: its id, names in French and English, default target and what its deal form needs',
  })
  list(): RulesetInfo[] {
    return allRulesets();
  }
}
