/**
 * Every mail a customer gets, in the customer's language (the account's), and the mail frame's
 * own texts. Mails to the shop's staff and owners stay in English and are not here.
 */
import type { Translation } from '../index.ts';
import type english from '../en/mail.ts';

export default {
  'mail.layout.footer':
    'Roamly · eSIM da viaggio prepagate · Ricevi questa e-mail in seguito a un’azione su Roamly',
  'mail.layout.buttonFallback': 'Se il pulsante non funziona, apri questo link: {link}',
  'mail.layout.labelledLink': '{label}: {url}',

  'mail.common.signIn': 'Accedi',
  'mail.common.openMyOrders': 'Vai ai miei ordini',

  'mail.verify.subject': 'Conferma il tuo indirizzo e-mail',
  'mail.verify.preheader': 'Un clic per confermare il tuo account Roamly.',
  'mail.verify.heading': 'Conferma il tuo indirizzo e-mail',
  'mail.verify.welcome':
    'Ti diamo il benvenuto in Roamly. Conferma che questo è il tuo indirizzo e-mail, così i codici QR delle tue eSIM e le ricevute arriveranno a te.',
  'mail.verify.linkLimits': 'Il link funziona una sola volta e scade tra 24 ore.',
  'mail.verify.button': 'Conferma la mia e-mail',
  'mail.verify.notYou':
    'Non hai creato un account Roamly? Allora non aprire il link: qualcuno ha inserito il tuo indirizzo. Ignora questa e-mail e quell’account resterà non confermato.',

  'mail.reset.subject': 'Reimposta la tua password Roamly',
  'mail.reset.preheader': 'Scegli una nuova password per il tuo account Roamly.',
  'mail.reset.heading': 'Reimposta la tua password',
  'mail.reset.asked':
    'Qualcuno, probabilmente tu, ha chiesto di reimpostare la password del tuo account Roamly.',
  'mail.reset.linkLimits': 'Il link funziona una sola volta e scade tra 1 ora.',
  'mail.reset.button': 'Scegli una nuova password',
  'mail.reset.notYou':
    'Se non l’hai chiesto tu, ignora questa e-mail: la tua password resta quella di prima.',

  'mail.accountExists.subject': 'Hai già un account Roamly',
  'mail.accountExists.preheader': 'Qualcuno ha provato a registrarsi con il tuo indirizzo e-mail.',
  'mail.accountExists.heading': 'Hai già un account',
  'mail.accountExists.tried':
    'Qualcuno, probabilmente tu, ha provato a creare un account Roamly con questo indirizzo e-mail. Esiste già un account con questo indirizzo, quindi non è cambiato nulla.',
  'mail.accountExists.forgotPassword':
    'Hai dimenticato la password? Scegline una nuova qui: {link}',
  'mail.accountExists.notYou': 'Se non eri tu, puoi ignorare questa e-mail.',

  'mail.accountBlocked.subject': 'Il tuo account Roamly è stato sospeso',
  'mail.accountBlocked.suspended':
    'Il nostro team di assistenza ha sospeso il tuo account Roamly: la sessione è stata chiusa su tutti i dispositivi e per ora non puoi accedere.',
  'mail.accountBlocked.esimsKeepWorking':
    'Le eSIM che hai già installato continuano a funzionare fino alla fine dei loro piani.',
  'mail.accountBlocked.reply':
    'Se pensi che si tratti di un errore, rispondi a questa e-mail e spiegaci. Ogni risposta viene letta da una persona.',
  'mail.accountUnblocked.subject': 'Il tuo account Roamly è di nuovo attivo',
  'mail.accountUnblocked.lifted':
    'Abbiamo revocato la sospensione: puoi di nuovo accedere con la tua password.',
  'mail.accountClosed.subject': 'Il tuo account Roamly è chiuso',
  'mail.accountClosed.closed':
    'Come richiesto, abbiamo chiuso il tuo account Roamly: sei disconnesso ovunque e non puoi più accedere.',
  'mail.accountClosed.erasure':
    'Se cambi idea, il pulsante qui sotto lo riapre entro {days} giorni. Trascorso questo termine, cancelliamo definitivamente i tuoi dati personali.',
  'mail.accountClosed.kept':
    'La legge ci impone di conservare ordini e fatture per il periodo contabile: conserviamo questi e nient’altro.',
  'mail.accountClosed.esimsKeepWorking':
    'Le eSIM già installate continuano a funzionare fino alla fine del loro piano.',
  'mail.accountClosed.undo': 'Riapri il mio account',

  'mail.esimReady.subject': 'La tua eSIM {country} è pronta da installare',
  'mail.esimReady.preheader':
    '{plan} – {country}: installala con un tocco sul telefono, oppure scansiona il codice QR.',
  'mail.esimReady.heading': 'La tua eSIM è pronta',
  'mail.esimReady.qrAlt': 'Codice QR dell’eSIM per {plan}',
  'mail.esimReady.installOnIphone': 'Installa su iPhone',
  'mail.esimReady.installOnAndroid': 'Installa su Android',
  'mail.esimReady.onThisPhone':
    'Stai leggendo dal telefono che userà l’eSIM? Tocca qui sopra il pulsante adatto (iPhone: iOS 17.4 o successivo, aperto in Safari o nel browser predefinito; Android: se il produttore lo supporta). Se leggi da un altro schermo, scansiona invece il codice QR con il telefono.',
  'mail.esimReady.plan': 'Piano: {plan} ({data}, {duration}, {country}). Ordine n. {order}.',
  'mail.esimReady.paid': 'Importo pagato: {amount}.',
  'mail.esimReady.beforeYouTravel':
    'Installala prima di partire, con il Wi-Fi. Il codice QR si può installare una sola volta, quindi poi non eliminare l’eSIM. La validità parte quando si connette per la prima volta nella tua destinazione.',
  'mail.esimReady.iphoneSteps':
    'iPhone: Impostazioni → Cellulare → Aggiungi eSIM → Usa codice QR, poi scansiona il codice qui sopra.',
  'mail.esimReady.androidSteps':
    'Android: Impostazioni → Rete e Internet (Samsung: Connessioni → Gestione SIM) → Aggiungi eSIM → Scansiona codice QR.',
  'mail.esimReady.byHand':
    'Non riesci a scansionarlo? Inserisci i dati manualmente. Indirizzo SM-DP+: {smdpAddress}. Codice di attivazione: {activationCode}. ICCID: {iccid}.',
  'mail.esimReady.beforeYouFly':
    'Prima del volo: fai in modo che solo l’eSIM usi i dati, così la tua linea principale non ti fa arrivare nessuna bolletta di roaming.',
  'mail.esimReady.flyIphone':
    'iPhone:\n1. Impostazioni → Cellulare → la tua linea principale: disattiva Roaming dati (se vuoi, lascia attiva la linea per chiamate e SMS).\n2. Impostazioni → Cellulare → Dati cellulare: scegli l’eSIM e disattiva Consenti passaggio dati cellulare.\n3. Impostazioni → Cellulare → la linea eSIM: attiva Roaming dati.\n4. Fallo al gate o all’atterraggio, prima di disattivare Uso in aereo. Al rientro, scegli di nuovo la linea principale in Dati cellulare.',
  'mail.esimReady.flyAndroid':
    'Android:\n1. Lascia la SIM principale per chiamate e SMS e disattiva il suo roaming (Pixel: Impostazioni → Rete e Internet → SIM → la tua SIM principale → Roaming).\n2. Scegli l’eSIM per i dati mobili (Samsung: Impostazioni → Connessioni → Gestione SIM → Dati mobili; Pixel: SIM → l’eSIM → Dati mobili) e disattiva il passaggio automatico dei dati.\n3. Attiva il roaming sull’eSIM (Samsung: Impostazioni → Connessioni → Reti mobili → Roaming dati; Pixel: SIM → l’eSIM → Roaming).\n4. Fallo al gate o all’atterraggio. Al rientro, scegli di nuovo la SIM principale per i dati mobili.',
  'mail.esimReady.flyGuide':
    'Trovi tutti i passaggi, con i menu Samsung e Pixel, nella nostra guida.',
  'mail.esimReady.flyGuideLink': 'Prima del volo',
  'mail.esimReady.footnote':
    'Il codice QR si trova anche nelle pagine I miei ordini e Il mio account. Ti serve aiuto? Rispondi a questa e-mail o usa la chat sul nostro sito.',

  'mail.orderFailed.subject': 'Non siamo riusciti ad attivare la tua eSIM',
  'mail.orderFailed.notIssued':
    'Il pagamento per {plan} ({country}, ordine n. {order}) è andato a buon fine, ma la rete non ha emesso la tua eSIM.',
  'mail.orderFailed.supportTold':
    'Il nostro team di assistenza è stato avvisato e ti ricontatterà entro 2 ore. Se non riusciamo a consegnartela, ricevi un rimborso completo sulla tua carta entro 5-10 giorni lavorativi.',
  'mail.orderFailed.contactSupport': 'Contatta l’assistenza',
  'mail.deliveryLate.subject': 'La tua eSIM è in ritardo',
  'mail.deliveryLate.preheader': 'La tua eSIM non è ancora arrivata: ecco cosa stiamo facendo.',
  'mail.deliveryLate.late':
    'Ti avevamo promesso la tua eSIM {plan} per {country} (ordine n. {order}) entro {minutes} minuti dal pagamento, e non è ancora arrivata. Ci dispiace.',
  'mail.deliveryLate.offer':
    'Ce ne stiamo occupando: la riceverai via e-mail e nella pagina I miei ordini appena la rete la assegnerà. Se preferisci non aspettare, puoi riavere subito tutti i tuoi {amount}: apri I miei ordini e premi «Rimborsami ora». Dopo il rimborso questa eSIM non verrà più consegnata.',
  'mail.deliveryLate.refunding':
    'Per non farti aspettare, ti stiamo rimborsando per intero i tuoi {amount} sul metodo di pagamento originale; seguirà una conferma. Questa eSIM non verrà consegnata, e puoi acquistare un nuovo piano quando vuoi.',
  'mail.deliveryLate.refundButton': 'Rimborsami ora in I miei ordini',
  'mail.deliveryLate.footnote': 'Domande? Rispondi a questa e-mail o usa la chat sul nostro sito.',

  'mail.dataAdded.subject': 'Dati aggiunti alla tua eSIM',
  'mail.dataAdded.preheader': 'Hai {data} in più sulla tua eSIM {country}. Niente da reinstallare.',
  'mail.dataAdded.added':
    'Il piano {plan} ({data}, {duration}, {country}) è ora sulla tua eSIM (ICCID {iccid}). Ordine n. {order}.',
  'mail.dataAdded.addedNoIccid':
    'Il piano {plan} ({data}, {duration}, {country}) è ora sulla tua eSIM. Ordine n. {order}.',
  'mail.dataAdded.nothingToReinstall':
    'Nessun nuovo codice QR e niente da reinstallare: continua a usare l’eSIM che hai già. I nuovi dati partono appena il piano attuale si esaurisce o termina.',
  'mail.dataAdded.footnote':
    'I dati rimanenti e i piani in coda su questa eSIM sono nella pagina I miei ordini. Ti serve aiuto? Rispondi a questa e-mail o usa la chat sul nostro sito.',

  'mail.usage.addData': 'Aggiungi dati',
  'mail.usage.footnote':
    'Ordine n. {order}. Ti serve aiuto? Rispondi a questa e-mail o usa la chat sul nostro sito.',
  'mail.usage80.subject': 'Hai usato l’80% dei tuoi dati',
  'mail.usage80.dataLeft': 'Sulla tua eSIM {country} restano {left} su {total}.',
  'mail.usage80.runningLow': 'I dati della tua eSIM {country} stanno per finire.',
  'mail.usage80.addDataNow':
    'Aggiungi dati ora per restare online. I dati si aggiungono all’eSIM che hai già: niente da reinstallare.',
  'mail.usage100.subject': 'Hai esaurito i dati',
  'mail.usage100.noDataLeft': 'Sulla tua eSIM {country} non restano più dati.',
  'mail.usage100.addData':
    'Aggiungi dati e torni online in un minuto. I dati si aggiungono all’eSIM che hai già: niente da reinstallare.',
  'mail.firstUse.subject': 'Il tuo piano è iniziato',
  'mail.firstUse.preheader': 'La tua eSIM {country} è connessa.',
  'mail.firstUse.started': 'Il tuo piano è iniziato.',
  'mail.firstUse.startedUntil.one':
    'Il tuo piano è iniziato e termina tra {count} giorno: {end} UTC.',
  'mail.firstUse.startedUntil.other':
    'Il tuo piano è iniziato e termina tra {count} giorni: {end} UTC.',
  'mail.firstUse.connected':
    'La tua eSIM {country} è connessa. Nella pagina I miei ordini trovi i dati e i giorni che ti restano.',
  'mail.firstUse.connectedWith':
    'La tua eSIM {country} è connessa ({size}). Nella pagina I miei ordini trovi i dati e i giorni che ti restano.',
  'mail.firstUse.connectedUnlimited':
    'La tua eSIM {country} è connessa (dati illimitati). Nella pagina I miei ordini trovi i dati e i giorni che ti restano.',
  'mail.firstUse.seeDataLeft': 'Vedi i dati rimanenti',

  'mail.refund.subject': 'Il tuo rimborso è in arrivo',
  'mail.refund.preheader': 'Ti stiamo restituendo {amount} per {plan} ({country}).',
  'mail.refund.revoked':
    'Abbiamo annullato la tua eSIM {plan} ({country}, ordine n. {order}) e rimborsato {amount} sul metodo di pagamento originale.',
  'mail.refund.kept':
    'Abbiamo rimborsato {amount} per la tua eSIM {plan} ({country}, ordine n. {order}) sul metodo di pagamento originale.',
  'mail.refund.undelivered':
    'Non siamo riusciti a consegnarti l’eSIM {plan} ({country}, ordine n. {order}), quindi abbiamo rimborsato {amount} sul metodo di pagamento originale.',
  'mail.refund.onStatement':
    'Di solito compare nell’estratto conto entro 5-10 giorni lavorativi, a seconda della tua banca.',
  'mail.refund.revokedNothingToInstall':
    'Sull’eSIM non c’è più alcun piano, quindi non c’è niente da installare. Se ti servono ancora dati per il viaggio, puoi acquistare un nuovo piano in qualsiasi momento.',
  'mail.refund.keptNothingToDo': 'La tua eSIM resta com’è: non devi fare nulla.',
  'mail.refund.buyAgain':
    'Se ti servono ancora dati per il viaggio, puoi acquistare un nuovo piano in qualsiasi momento.',
  'mail.refund.footnote':
    'Domande sul rimborso? Rispondi a questa e-mail o usa la chat sul nostro sito.',

  'mail.paymentRefunded.subject': 'Il tuo pagamento è stato rimborsato',
  'mail.paymentRefunded.preheader':
    'Il tuo pagamento per {plan} ({country}) è stato rimborsato per intero.',
  'mail.paymentRefunded.whatFor':
    'Era per {plan} ({data}, {duration}, {country}); con questo pagamento non è stato acquistato nulla. Di solito il rimborso compare nell’estratto conto entro 5-10 giorni lavorativi.',
  'mail.paymentRefunded.reference': 'Riferimento del pagamento: {reference}.',
  'mail.paymentRefunded.seePlans': 'Vedi i piani in vendita',
  'mail.paymentRefunded.seePlan': 'Vedi il piano come è in vendita ora',
  'mail.paymentRefunded.buyAgain': 'Acquista al prezzo attuale',
  'mail.paymentRefunded.contactSupport': 'Contatta il nostro team di assistenza',
  'mail.paymentRefunded.footnote':
    'Domande su questo pagamento? Rispondi a questa e-mail o usa la chat sul nostro sito.',

  'mail.contactAck.subject': 'Abbiamo ricevuto il tuo messaggio',
  'mail.contactAck.heading': 'Grazie per aver contattato Roamly',
  'mail.contactAck.received':
    'Abbiamo ricevuto il tuo messaggio. Il nostro team di assistenza ti risponderà entro 24 ore, di solito molto prima.',
  'mail.contactAck.installationGuide':
    'Se la tua eSIM non si connette, la guida all’installazione sul nostro sito spesso risolve subito.',
  'mail.contactAck.footnote':
    'Non c’è bisogno di inviare di nuovo il messaggio. Se non ci hai scritto tu, puoi ignorare questa e-mail.',

  'mail.contactReply.subject': 'Re: il tuo messaggio a Roamly ({subject})',
  'mail.contactReply.greeting': 'Ciao {name},',
  'mail.contactReply.replyAgain': 'Rispondi a questa e-mail se ti serve altro.',
  'mail.contactReply.youWrote': 'Il tuo messaggio ({date}): «{message}»',
} as const satisfies Translation<typeof english>;
