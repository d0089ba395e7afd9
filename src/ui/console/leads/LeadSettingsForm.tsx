'use client';

import { FieldError } from '../forms/FieldError';
import { ActionForm, type LeadAction } from './ActionForm';

export type LeadSettingsFormView = {
  overdueMinutes: number;
  criticalMinutes: number;
  notifyManagers: boolean;
  kinds: { kind: string; label: string; rotation: number[]; reply: { enabled: boolean; subject: string; body: string } }[];
  staff: { id: number; name: string }[];
};

/**
 * A dealership's lead settings: the two response times, the managers' new-lead email, and per
 * lead kind who takes leads in turn and the automatic reply (off until ticked).
 */
export function LeadSettingsForm({ settings, action }: { settings: LeadSettingsFormView; action: LeadAction }) {
  return (
    <ActionForm action={action} label="Lead settings" submit="Save settings" busy="Saving…" className="console-form">
      {(errors) => (
        <>
          <label htmlFor="settings-overdue">Overdue after (minutes untouched)</label>
          <input id="settings-overdue" name="overdueMinutes" type="number" min={1} defaultValue={settings.overdueMinutes} aria-describedby="settings-overdue-error" />
          <FieldError id="settings-overdue-error" messages={errors.overdueMinutes} />
          <label htmlFor="settings-critical">Critical after (minutes untouched)</label>
          <input id="settings-critical" name="criticalMinutes" type="number" min={2} defaultValue={settings.criticalMinutes} aria-describedby="settings-critical-error" />
          <FieldError id="settings-critical-error" messages={errors.criticalMinutes} />
          <label className="leads-check">
            <input type="checkbox" name="notifyManagers" defaultChecked={settings.notifyManagers} /> Email managers about every new lead
          </label>
          {settings.kinds.map((kind) => (
            <fieldset key={kind.kind} className="leads-kind-settings">
              <legend>{kind.label}</legend>
              <p className="leads-check-group-label" id={`turn-${kind.kind}`}>
                Give these leads in turn to
              </p>
              <div role="group" aria-labelledby={`turn-${kind.kind}`} aria-describedby={`turn-${kind.kind}-error`}>
                {settings.staff.map((person) => (
                  <label key={person.id} className="leads-check">
                    <input type="checkbox" name={`rotation.${kind.kind}`} value={person.id} defaultChecked={kind.rotation.includes(person.id)} /> {person.name}
                  </label>
                ))}
              </div>
              <FieldError id={`turn-${kind.kind}-error`} messages={errors[`rotation.${kind.kind}`]} />
              <label className="leads-check">
                <input type="checkbox" name={`reply.${kind.kind}.enabled`} defaultChecked={kind.reply.enabled} /> Reply to the shopper automatically
              </label>
              <label htmlFor={`reply-${kind.kind}-subject`}>Reply subject</label>
              <input id={`reply-${kind.kind}-subject`} name={`reply.${kind.kind}.subject`} defaultValue={kind.reply.subject} aria-describedby={`reply-${kind.kind}-subject-error`} />
              <FieldError id={`reply-${kind.kind}-subject-error`} messages={errors[`reply.${kind.kind}.subject`]} />
              <label htmlFor={`reply-${kind.kind}-body`}>Reply message ({'{first_name}'}, {'{car}'}, {'{dealership}'}, {'{phone}'})</label>
              <textarea id={`reply-${kind.kind}-body`} name={`reply.${kind.kind}.body`} rows={4} defaultValue={kind.reply.body} aria-describedby={`reply-${kind.kind}-body-error`} />
              <FieldError id={`reply-${kind.kind}-body-error`} messages={errors[`reply.${kind.kind}.body`]} />
            </fieldset>
          ))}
        </>
      )}
    </ActionForm>
  );
}
