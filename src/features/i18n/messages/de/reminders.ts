/** Die Installationserinnerung und die Seite ihres Abmeldelinks, auf Deutsch. */
import type { Translation } from '../index.ts';
import type english from '../en/reminders.ts';

export default {
  'mail.installReminder.subjectDayAfter': 'Ihre eSIM für {country} ist noch nicht installiert',
  'mail.installReminder.subjectBeforeTravel':
    'Abreise am {date}: Installieren Sie jetzt Ihre eSIM für {country}',
  'mail.installReminder.preheader':
    'Installieren Sie sie jetzt im WLAN, dann haben Sie gleich nach der Landung Daten.',
  'mail.installReminder.headingDayAfter': 'Ihre eSIM wartet auf die Installation',
  'mail.installReminder.headingBeforeTravel': 'Installieren Sie Ihre eSIM vor der Reise',
  'mail.installReminder.notInstalled':
    'Ihre eSIM {plan} für {country} (Bestellung #{order}) ist noch auf keinem Telefon installiert.',
  'mail.installReminder.tripOn': 'Ihre Reise beginnt am {date}.',
  'mail.installReminder.why':
    'Das dauert zwei Minuten. Erledigen Sie es jetzt im WLAN, solange Sie Zeit haben: Dann hat Ihr Telefon gleich nach der Landung Daten.',
  'mail.installReminder.tapOnPhone':
    'Tippen Sie auf dem Telefon, das mitreist, oben auf die passende Schaltfläche. Lesen Sie diese E-Mail auf einem anderen Bildschirm? Dann scannen Sie den QR-Code mit diesem Telefon.',
  'mail.installReminder.byHand':
    'Lieber die Angaben von Hand eingeben? Sie stehen unter „Meine Bestellungen“, mit den Schritten für Ihr Telefon.',
  'mail.installReminder.installedAlready':
    'Schon installiert? Dann können Sie diese E-Mail ignorieren.',
  'mail.installReminder.unsubscribeText':
    'Wir senden höchstens zwei Installationserinnerungen pro eSIM und keine mehr, sobald sie installiert ist.',
  'mail.installReminder.unsubscribeLabel': 'Keine Installationserinnerungen mehr',
  'reminders.unsubscribe.title': 'Installationserinnerungen',
  'reminders.unsubscribe.confirm':
    'Keine E-Mails mehr, die Sie an die Installation gekaufter eSIMs erinnern? E-Mails zu Ihren Bestellungen erhalten Sie weiterhin.',
  'reminders.unsubscribe.button': 'Keine Installationserinnerungen mehr',
  'reminders.unsubscribe.done':
    'Erledigt: Wir senden Ihnen keine Installationserinnerungen mehr. E-Mails zu Ihren Bestellungen erhalten Sie weiterhin.',
  'reminders.unsubscribe.invalid':
    'Dieser Link ist ungültig. Öffnen Sie ihn erneut aus der E-Mail oder kontaktieren Sie uns.',
} as const satisfies Translation<typeof english>;
