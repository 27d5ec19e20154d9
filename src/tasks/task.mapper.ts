import { ApiProperty } from '@nestjs/swagger';
import { firstName, UNNAMED_RECRUITER } from '../../rules/tasks.js';
import type { Client } from '../clients/client.entity.js';
import { StatementRecord } from '../settlement/index.js';
import type { CustomerTick } from './customer-tick.entity.js';
import { TASK_STEPS, type TaskDraft, type TaskStep } from './task-steps.js';

export class TaskLinkCreatedRecord {
  @ApiProperty({ example: 'https://arbi.example/k/3q2-…', description: 'shown only now' })
  url!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ description: "the link was mailed to the customer ('Dine opgaver')" })
  emailed!: boolean;
}

export class TaskLinkPreviewRecord {
  @ApiProperty({ description: "the recruiter's name, as the customer sees it" })
  recruiterName!: string;
}

export class TaskRecruiterRecord {
  @ApiProperty({ description: 'the personal link id, for the privacy notice' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty() email!: string;
}

export class TaskRecord {
  @ApiProperty({ description: 'opaque, and only this customer’s' }) id!: string;
  @ApiProperty() site!: string;
  @ApiProperty({ enum: TASK_STEPS, description: 'the progress state ticking it sets' })
  step!: TaskStep;
  @ApiProperty({ description: 'the step in plain Danish' }) text!: string;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'kr to deposit, or deposited/withdrawn',
  })
  amount!: number | null;
  @ApiProperty() done!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) doneAt!: string | null;
  @ApiProperty({
    description: 'the customer ticked it and the recruiter has not moved the site on',
  })
  undoable!: boolean;
}

export class TasksRecord {
  @ApiProperty() firstName!: string;
  @ApiProperty({ type: TaskRecruiterRecord }) recruiter!: TaskRecruiterRecord;
  @ApiProperty({ description: 'confirmed 18+ and not in ROFUS (ticks before that are 409)' })
  confirmed!: boolean;
  @ApiProperty({ type: [TaskRecord] }) tasks!: TaskRecord[];
  @ApiProperty({
    type: StatementRecord,
    description:
      'the settlement (§18): the agreed fee, what was paid each way, what is left, in plain Danish',
  })
  statement!: StatementRecord;
}

/** A customer's task with its id, its tick and the site's state now. */
export interface Step extends TaskDraft {
  id: string;
  doneAt: string | null;
  tick?: CustomerTick;
  state: string;
}

export function toTasksRecord(
  client: Client,
  steps: Step[],
  statement: StatementRecord,
): TasksRecord {
  const admin = client.admin;
  return {
    firstName: firstName(client.name),
    recruiter: {
      id: admin.id,
      name: admin.displayName || UNNAMED_RECRUITER,
      phone: admin.phone ?? null,
      email: admin.email,
    },
    confirmed: Boolean(client.tasksConfirmedAt),
    tasks: steps.map((s): TaskRecord => ({
      id: s.id,
      site: s.site,
      step: s.step,
      text: s.text,
      amount: s.amount,
      done: s.done,
      doneAt: s.doneAt,
      undoable: Boolean(s.tick) && s.done && s.state === s.step,
    })),
    statement,
  };
}
