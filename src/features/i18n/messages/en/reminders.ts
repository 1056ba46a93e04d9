/** The install reminder mail and the page of its unsubscribe link. */
export default {
  'mail.installReminder.subjectDayAfter': 'Your {country} eSIM is not installed yet',
  'mail.installReminder.subjectBeforeTravel':
    'You travel on {date}: install your {country} eSIM now',
  'mail.installReminder.preheader':
    'Install it now on Wi-Fi, so you have data as soon as you land.',
  'mail.installReminder.headingDayAfter': 'Your eSIM is waiting to be installed',
  'mail.installReminder.headingBeforeTravel': 'Install your eSIM before you travel',
  'mail.installReminder.notInstalled':
    'Your {plan} eSIM for {country} (order #{order}) is not installed on a phone yet.',
  'mail.installReminder.tripOn': 'Your trip starts on {date}.',
  'mail.installReminder.why':
    'It takes two minutes. Do it now, on Wi-Fi, while you still have time: then your phone has data as soon as you land.',
  'mail.installReminder.tapOnPhone':
    'On the phone that travels, tap its button above. Reading this on another screen? Scan the QR code with that phone instead.',
  'mail.installReminder.byHand':
    'Prefer to type the details in? They are in My Orders, with the steps for your phone.',
  'mail.installReminder.installedAlready':
    'Installed it in the meantime? Then you can ignore this e-mail.',
  'mail.installReminder.unsubscribeText':
    'We send at most two install reminders per eSIM, and none once it is installed.',
  'mail.installReminder.unsubscribeLabel': 'Stop install reminders',
  'reminders.unsubscribe.title': 'Install reminders',
  'reminders.unsubscribe.confirm':
    'Stop the e-mails that remind you to install the eSIMs you buy? Your order e-mails keep coming.',
  'reminders.unsubscribe.button': 'Stop install reminders',
  'reminders.unsubscribe.done':
    'Done: we will not send you install reminders any more. Your order e-mails keep coming.',
  'reminders.unsubscribe.invalid':
    'This link is not valid. Open it again from the e-mail, or contact us.',
} as const;
