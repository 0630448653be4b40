// The form and the thanks: a chunk of their own, fetched while the guest looks themselves up, so the
// RSVP page's first download holds only what its first view draws (the lookup), react-query and its
// provider too (ADR 086): the lookup asks with a plain fetch, the later steps through react-query
// (a submission sent offline waits for the connection).
import type { ComponentType } from 'react';
import { AppProvider } from '../../../lib/query-provider';
import { RsvpForm as Form } from './rsvp-form';
import { SuccessStep as Success } from './success-step';

function withQueries<Props extends object>(Step: ComponentType<Props>) {
  return function StepWithQueries(props: Props) {
    return (
      <AppProvider>
        <Step {...props} />
      </AppProvider>
    );
  };
}

export const RsvpForm = withQueries(Form);
export const SuccessStep = withQueries(Success);
