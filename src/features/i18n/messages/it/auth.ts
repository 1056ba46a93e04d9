/**
 * The account screens: sign-in, sign-up, forgotten and reset password, e-mail verification. Their
 * validation messages are the zod schemas' in src/features/auth/auth.ts, shared with the functions
 * (sign-up's are French on purpose: docs/product.md#validation-signup).
 */
import type { Translation } from '../index.ts';
import type english from '../en/auth.ts';

export default {
  'auth.form.email': 'E-mail',
  'auth.form.tryAgain': 'Riprova.',
  'auth.form.signInLink': 'Accedi',
  'auth.newPassword.hint': 'Almeno 8 caratteri. L’ideale è una frase lunga.',

  'auth.signInPage.title': 'Accedi',
  'auth.signInPage.description':
    'Accedi al tuo account Roamly per acquistare eSIM da viaggio, vedere i tuoi ordini e scaricare i codici QR delle tue eSIM.',
  'auth.signInPage.heading': 'Ti diamo il bentornato',
  'auth.signInPage.lead': 'Accedi per gestire le tue eSIM e i tuoi ordini.',
  'auth.signIn.password': 'Password',
  'auth.signIn.forgotPassword': 'Password dimenticata?',
  'auth.signIn.submit': 'Accedi',
  'auth.signIn.submitting': 'Accesso in corso...',
  'auth.signIn.noAccount': 'Non hai un account?',
  'auth.signIn.signUpLink': 'Registrati',
  'auth.signIn.failedTitle': 'Accesso non riuscito',
  'auth.signIn.failedFallback': 'E-mail o password non valide',
  'auth.signIn.welcomeTitle': 'Ciao di nuovo!',
  'auth.signIn.welcomeDescription': 'Hai effettuato l’accesso.',

  'auth.signUpPage.title': 'Crea il tuo account',
  'auth.signUpPage.description':
    'Crea il tuo account Roamly per acquistare eSIM da viaggio per oltre 190 destinazioni, ricevere subito il codice QR e ritrovare i tuoi piani in un unico posto.',
  'auth.signUpPage.heading': 'Crea il tuo account',
  'auth.signUpPage.lead': 'Connettiti in pochi minuti, in oltre 190 destinazioni.',
  'auth.signUp.firstName': 'Nome',
  'auth.signUp.lastName': 'Cognome',
  'auth.signUp.password': 'Password',
  'auth.signUp.confirmPassword': 'Conferma la password',
  'auth.signUp.submit': 'Crea account',
  'auth.signUp.submitting': 'Creazione dell’account...',
  'auth.signUp.haveAccount': 'Hai già un account?',
  'auth.signUp.failedTitle': 'Registrazione non riuscita',
  'auth.signUp.createdTitle': 'Account creato!',
  'auth.signUp.createdDescription': 'Accedi per continuare.',

  'auth.perks.whyRoamly': 'Perché Roamly',
  'auth.perks.heading': 'Atterri e sei già online, ovunque tu vada.',
  'auth.perks.lead':
    'Un solo account per ogni viaggio: acquisti un piano in pochi minuti e lo installi prima di partire.',
  'auth.perks.qrTitle': 'Codice QR immediato',
  'auth.perks.qrText':
    'Il codice QR della tua eSIM arriva via e-mail pochi minuti dopo il pagamento e resta a disposizione nel tuo account.',
  'auth.perks.destinationsTitle': 'Oltre 190 destinazioni',
  'auth.perks.destinationsText':
    'Piani per singoli Paesi e pacchetti regionali da 3 GB a oltre 20 GB, validi 7, 14 o 30 giorni.',
  'auth.perks.numberTitle': 'Tieni il tuo numero',
  'auth.perks.numberText':
    'Dual SIM: i dati passano su Roamly mentre la tua SIM mantiene il numero che usi per i messaggi.',
  'auth.perks.helpTitle': 'Assistenza 24/7',
  'auth.perks.helpText':
    'Persone vere, a tutte le ore, con un tempo medio di risposta inferiore a 2 ore.',

  'auth.forgotPage.title': 'Password dimenticata',
  'auth.forgotPage.description':
    'Hai dimenticato la password Roamly? Inserisci il tuo indirizzo e-mail e ti invieremo un link per sceglierne una nuova.',
  'auth.forgotPage.heading': 'Hai dimenticato la password?',
  'auth.forgotPage.lead':
    'Inserisci il tuo indirizzo e-mail e ti invieremo un link per reimpostarla.',
  'auth.forgot.submit': 'Invia il link',
  'auth.forgot.submitting': 'Invio in corso...',
  'auth.forgot.remembered': 'Te la sei ricordata?',
  'auth.forgot.failedTitle': 'Richiesta non riuscita',
  'auth.forgot.sentFallback':
    'Se esiste un account con questa e-mail, ti abbiamo inviato un link per reimpostare la password.',
  // {link} is the button 'auth.forgot.tryAnotherAddress'.
  'auth.forgot.sentHelp':
    'Il link è valido per un tempo limitato. Non è arrivato nulla? Controlla la cartella spam, oppure {link}.',
  'auth.forgot.tryAnotherAddress': 'prova un altro indirizzo',
  'auth.forgot.backToSignIn': 'Torna all’accesso',

  'auth.resetPage.title': 'Reimposta la password',
  'auth.resetPage.description': 'Scegli una nuova password per il tuo account Roamly.',
  'auth.resetPage.heading': 'Scegli una nuova password',
  'auth.resetPage.lead': 'Scegli una password di almeno 8 caratteri che non usi altrove.',
  'auth.reset.password': 'Nuova password',
  'auth.reset.confirmPassword': 'Conferma la nuova password',
  'auth.reset.submit': 'Reimposta la password',
  'auth.reset.submitting': 'Reimpostazione in corso...',
  'auth.reset.linkExpired': 'Link scaduto?',
  'auth.reset.requestNewEmail': 'Richiedi una nuova e-mail',
  'auth.reset.linkInvalid': 'Questo link di reimpostazione non è valido o è scaduto.',
  'auth.reset.failedTitle': 'Reimpostazione non riuscita',
  'auth.reset.doneTitle': 'Password reimpostata',
  'auth.reset.doneFallback': 'La tua password è stata reimpostata. Accedi.',

  'auth.verifyPage.title': 'Verifica la tua e-mail',
  'auth.verifyPage.description': 'Conferma l’indirizzo e-mail del tuo account Roamly.',
  'auth.verifyPage.heading': 'Verifica dell’e-mail',
  'auth.verify.checking': 'Verifica del tuo indirizzo e-mail in corso...',
  'auth.verify.verifiedHeading': 'La tua e-mail è stata verificata',
  'auth.verify.failedHeading': 'Verifica non riuscita',
  'auth.verify.goToSignIn': 'Vai all’accesso',
  'auth.verify.goToSignUp': 'Vai alla registrazione',
  'auth.verify.noToken': 'Link di verifica non valido',
  'auth.verify.refused': 'Verifica non riuscita',
  'auth.verify.error': 'Si è verificato un errore durante la verifica',
  'auth.verify.verified': 'E-mail verificata!',
} as const satisfies Translation<typeof english>;
