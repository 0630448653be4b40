import { describe, expect, it } from 'vitest';
import { entreeLabels, rsvpFormCopy } from './en/rsvp-form';
import { weekendCopy } from './en/weekend';
import { entreeLabels as frenchLabels, rsvpFormCopy as frenchForm } from './fr/rsvp-form';
import { weekendCopy as frenchWeekend } from './fr/weekend';

describe('the weekend pass’s entrées', () => {
  it('are named as the RSVP form names them, in both languages', () => {
    expect(weekendCopy.menus).toEqual({ ...entreeLabels, Kids: rsvpFormCopy.form.kidsMenu });
    expect(frenchWeekend.menus).toEqual({ ...frenchLabels, Kids: frenchForm.form.kidsMenu });
  });
});
