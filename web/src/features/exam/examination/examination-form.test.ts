import { zodValidate } from '../../../shared/forms/zod-validate';
import { examinationSchema, newExaminationValues, toExaminationInput } from './examination-form';

describe('the SMS reminder of the examination form', () => {
  const values = () => ({ ...newExaminationValues(), name: 'Safety exam', paperId: '1930000000000000101' });

  it('is off by default and sends its settings with the examination', () => {
    expect(toExaminationInput(values())).toMatchObject({ smsReminder: false, smsReminderMinutes: 60 });
    expect(toExaminationInput({ ...values(), smsReminder: true, smsReminderMinutes: '30' })).toMatchObject({
      smsReminder: true,
      smsReminderMinutes: 30,
    });
  });

  it('takes 5 to 10080 minutes before the start, as the server does', () => {
    const validate = zodValidate(examinationSchema);
    expect(validate({ ...values(), smsReminderMinutes: 4 })['smsReminderMinutes']).toBe('examination:validation.smsReminderRange');
    expect(validate({ ...values(), smsReminderMinutes: 10081 })['smsReminderMinutes']).toBe('examination:validation.smsReminderRange');
    expect(validate({ ...values(), smsReminderMinutes: 5 })['smsReminderMinutes']).toBeUndefined();
  });
});
