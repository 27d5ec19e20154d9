import { StatementRecord } from '../settlement/index.js';
import { ApiProperty } from '@nestjs/swagger';
import { TASK_STEPS, type TaskStep } from './task-steps.js';

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
