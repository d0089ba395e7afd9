'use client';

import { useState } from 'react';
import { FieldError } from '../forms/FieldError';
import { ActionForm, type LeadAction } from './ActionForm';

type Choice = { value: string; label: string };

/** Status (lost asks why), assignment, a note and a task: the ways staff work a lead. */
export function LeadWork(props: {
  status: string;
  statuses: Choice[];
  assigneeId: number | null;
  staff: Choice[];
  canAssign: boolean;
  changeStatus: LeadAction;
  assign: LeadAction;
  addNote: LeadAction;
  addTask: LeadAction;
}) {
  const [status, setStatus] = useState(props.status);
  return (
    <div className="leads-work">
      <ActionForm action={props.changeStatus} label="Status" submit="Save status" busy="Saving…">
        {(errors) => (
          <>
            <label htmlFor="lead-status">Status</label>
            <select id="lead-status" name="status" value={status} onChange={(event) => setStatus(event.target.value)} aria-describedby="lead-status-error">
              {props.statuses.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
            <FieldError id="lead-status-error" messages={errors.status} />
            {status === 'lost' ? (
              <>
                <label htmlFor="lead-lost-reason">Why was it lost?</label>
                <input id="lead-lost-reason" name="lostReason" maxLength={500} aria-invalid={Boolean(errors.lostReason)} aria-describedby="lead-lost-reason-error" />
                <FieldError id="lead-lost-reason-error" messages={errors.lostReason} />
              </>
            ) : null}
          </>
        )}
      </ActionForm>

      {props.canAssign ? (
        <ActionForm action={props.assign} label="Assignment" submit="Assign" busy="Assigning…">
          {(errors) => (
            <>
              <label htmlFor="lead-assignee">Assigned to</label>
              <select id="lead-assignee" name="staffId" defaultValue={props.assigneeId?.toString() ?? ''} aria-describedby="lead-assignee-error">
                <option value="">Nobody</option>
                {props.staff.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
              <FieldError id="lead-assignee-error" messages={errors.staffId} />
            </>
          )}
        </ActionForm>
      ) : null}

      <ActionForm action={props.addNote} label="Add a note" submit="Add note" busy="Adding…">
        {(errors) => (
          <>
            <label htmlFor="lead-note">Note</label>
            <textarea id="lead-note" name="body" rows={3} maxLength={4000} aria-invalid={Boolean(errors.body)} aria-describedby="lead-note-error" />
            <FieldError id="lead-note-error" messages={errors.body} />
          </>
        )}
      </ActionForm>

      <ActionForm action={props.addTask} label="Add a task" submit="Add task" busy="Adding…">
        {(errors) => (
          <>
            <label htmlFor="lead-task-title">Task</label>
            <input id="lead-task-title" name="title" maxLength={200} aria-invalid={Boolean(errors.title)} aria-describedby="lead-task-title-error" />
            <FieldError id="lead-task-title-error" messages={errors.title} />
            <label htmlFor="lead-task-due">Due</label>
            <input id="lead-task-due" name="dueAt" type="datetime-local" aria-invalid={Boolean(errors.dueAt)} aria-describedby="lead-task-due-error" />
            <FieldError id="lead-task-due-error" messages={errors.dueAt} />
            {props.canAssign ? (
              <>
                <label htmlFor="lead-task-assignee">For</label>
                <select id="lead-task-assignee" name="assigneeStaffId" defaultValue="" aria-describedby="lead-task-assignee-error">
                  <option value="">Me</option>
                  {props.staff.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
                <FieldError id="lead-task-assignee-error" messages={errors.assigneeStaffId} />
              </>
            ) : null}
          </>
        )}
      </ActionForm>
    </div>
  );
}
