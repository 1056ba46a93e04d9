/** Il promemoria di installazione e la pagina del suo link di disiscrizione, in italiano. */
import type { Translation } from '../index.ts';
import type english from '../en/reminders.ts';

export default {
  'mail.installReminder.subjectDayAfter': 'La tua eSIM per {country} non è ancora installata',
  'mail.installReminder.subjectBeforeTravel':
    'Parti il {date}: installa subito la tua eSIM per {country}',
  'mail.installReminder.preheader': 'Installala ora con il Wi-Fi e avrai dati appena atterri.',
  'mail.installReminder.headingDayAfter': 'La tua eSIM aspetta di essere installata',
  'mail.installReminder.headingBeforeTravel': 'Installa la tua eSIM prima di partire',
  'mail.installReminder.notInstalled':
    'La tua eSIM {plan} per {country} (ordine n. {order}) non è ancora installata su nessun telefono.',
  'mail.installReminder.tripOn': 'Il tuo viaggio inizia il {date}.',
  'mail.installReminder.why':
    'Bastano due minuti. Fallo ora, con il Wi-Fi, finché hai tempo: così il telefono avrà dati appena atterri.',
  'mail.installReminder.tapOnPhone':
    'Sul telefono che porti in viaggio, tocca il suo pulsante qui sopra. Stai leggendo su un altro schermo? Inquadra il codice QR con quel telefono.',
  'mail.installReminder.byHand':
    'Preferisci inserire i dati a mano? Li trovi in I miei ordini, con i passaggi per il tuo telefono.',
  'mail.installReminder.installedAlready':
    'L’hai già installata nel frattempo? Allora puoi ignorare questa e-mail.',
  'mail.installReminder.unsubscribeText':
    'Inviamo al massimo due promemoria di installazione per eSIM, e nessuno una volta installata.',
  'mail.installReminder.unsubscribeLabel': 'Non ricevere più promemoria',
  'reminders.unsubscribe.title': 'Promemoria di installazione',
  'reminders.unsubscribe.confirm':
    'Non vuoi più ricevere le e-mail che ti ricordano di installare le eSIM acquistate? Le e-mail dei tuoi ordini continueranno ad arrivare.',
  'reminders.unsubscribe.button': 'Non ricevere più promemoria',
  'reminders.unsubscribe.done':
    'Fatto: non ti invieremo più promemoria di installazione. Le e-mail dei tuoi ordini continueranno ad arrivare.',
  'reminders.unsubscribe.invalid':
    'Questo link non è valido. Aprilo di nuovo dall’e-mail oppure contattaci.',
} as const satisfies Translation<typeof english>;
