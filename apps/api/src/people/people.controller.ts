import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PeoplePage, PersonHistory, PersonView } from '@marque/contracts';
import { describeCaller, type RequestWithCaller } from '../auth/access';
import { OrganiserGuard } from '../auth/organiser.guard';
import { uuidParam } from '../common/path-params';
import { CreatePersonDto } from './dto/create-person.dto';
import { MergePeopleDto } from './dto/merge-people.dto';
import { SearchPeopleDto } from './dto/search-people.dto';
import { UpdatePersonDto } from './dto/update-person.dto';
import { PeopleService } from './people.service';
import { PersonHistoryService } from './person-history.service';
import { RegistryGuard } from './registry-access';

/** The player registry: organisers search and change it; a person's history is public. */
@ApiTags('people')
@Controller('people')
export class PeopleController {
  constructor(
    private readonly people: PeopleService,
    private readonly histories: PersonHistoryService,
  ) {}

  @Get()
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  search(@Query() query: SearchPeopleDto): Promise<PeoplePage> {
    return this.people.search(query);
  }

  @Post()
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  create(@Body() body: CreatePersonDto, @Req() request: RequestWithCaller): Promise<PersonView> {
    return this.people.create(body, actorOf(request));
  }

  @Get(':id')
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  get(@Param('id', uuidParam('id')) id: string): Promise<PersonView> {
    return this.people.get(id);
  }

  @Get(':id/history')
  history(@Param('id', uuidParam('id')) id: string): Promise<PersonHistory> {
    return this.histories.history(id);
  }

  @Patch(':id')
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  update(
    @Param('id', uuidParam('id')) id: string,
    @Body() body: UpdatePersonDto,
    @Req() request: RequestWithCaller,
  ): Promise<PersonView> {
    return this.people.update(id, body, actorOf(request));
  }

  @Post(':id/merge')
  @HttpCode(HttpStatus.OK)
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  merge(
    @Param('id', uuidParam('id')) id: string,
    @Body() body: MergePeopleDto,
    @Req() request: RequestWithCaller,
  ): Promise<PersonView> {
    return this.people.merge(id, body.duplicateId, actorOf(request));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(OrganiserGuard, RegistryGuard)
  @ApiBearerAuth()
  async delete(
    @Param('id', uuidParam('id')) id: string,
    @Req() request: RequestWithCaller,
  ): Promise<void> {
    await this.people.delete(id, actorOf(request));
  }
}

function actorOf(request: RequestWithCaller): string {
  if (!request.caller) throw new Error('OrganiserGuard sets the caller');
  return describeCaller(request.caller);
}
