// The form and the thanks: a chunk of their own, fetched while the guest looks themselves up, so the
// RSVP page's first download holds only what its first view draws (the lookup), react-query and its
// provider too (ADR 086): the lookup asks with a plain fetch, the later steps through react-query
// (a submission sent offline waits for the connection).
import type { ComponentProps } from 'react';
import { AppProvider } from '../../../lib/query-provider';
import { RsvpForm as Form } from './rsvp-form';
import { SuccessStep as Success } from './success-step';

export function RsvpForm(props: ComponentProps<typeof Form>) {
  return (
    <AppProvider>
      <Form {...props} />
    </AppProvider>
  );
}

export function SuccessStep(props: ComponentProps<typeof Success>) {
  return (
    <AppProvider>
      <Success {...props} />
    </AppProvider>
  );
}
