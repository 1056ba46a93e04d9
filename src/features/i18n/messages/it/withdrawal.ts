/** La funzione di recesso, in italiano. */
import type { Translation } from '../index.ts';
import type english from '../en/withdrawal.ts';

export default {
  'withdrawal.linkLabel': 'Recedere dal contratto qui',
  'withdrawal.page.title': 'Recedere dal contratto',
  'withdrawal.page.description':
    'Recedi dal tuo contratto Roamly entro il periodo di recesso, senza accedere.',
  'withdrawal.page.lead':
    'Hai acquistato una eSIM negli ultimi {days} giorni? Qui puoi recedere dal contratto. Indica il numero d’ordine e l’indirizzo e-mail del tuo account: ti invieremo un link per confermare.',
  'withdrawal.form.orderNumber': 'Numero d’ordine',
  'withdrawal.form.orderNumberHint': 'Come appare nelle e-mail dell’ordine, ad esempio #1a2b3c4d',
  'withdrawal.form.email': 'Indirizzo e-mail',
  'withdrawal.form.submit': 'Inviami il link',
  'withdrawal.form.sending': 'Invio in corso…',
  'withdrawal.form.failed': 'Non ha funzionato. Riprova.',
  'withdrawal.confirm.title': 'Conferma il recesso',
  'withdrawal.confirm.lead': 'Stai recedendo da questo contratto:',
  'withdrawal.confirm.order': 'Numero d’ordine',
  'withdrawal.confirm.plan': 'Piano',
  'withdrawal.confirm.bought': 'Acquistato il',
  'withdrawal.confirm.email': 'Conferma inviata a',
  'withdrawal.confirm.name': 'Il tuo nome',
  'withdrawal.confirm.button': 'Conferma il recesso',
  'withdrawal.confirm.sending': 'Invio in corso…',
  'withdrawal.confirm.loading': 'Caricamento del contratto…',
  'withdrawal.confirm.alreadyReceived':
    'Abbiamo ricevuto il tuo recesso da questo contratto il {date}.',
  'withdrawal.confirm.noLink': 'Questa pagina si apre dal link ricevuto via e-mail.',
  'withdrawal.confirm.askAgain': 'Richiedi un nuovo link',
  'mail.withdrawal.link.subject': 'Conferma il recesso dall’ordine #{order}',
  'mail.withdrawal.link.heading': 'Recedere dal contratto',
  'mail.withdrawal.link.body':
    'Hai chiesto di recedere dal contratto della tua eSIM {plan} per {country} (ordine #{order}). Apri il link qui sotto e conferma il recesso.',
  'mail.withdrawal.link.footnote':
    'Il link è valido per {hours} ore. Se non l’hai richiesto tu, ignora questa e-mail: non cambia nulla.',
  'mail.withdrawal.received.subject': 'Abbiamo ricevuto il tuo recesso (ordine #{order})',
  'mail.withdrawal.received.heading': 'Il tuo recesso è stato ricevuto',
  'mail.withdrawal.received.content':
    '{name}, hai receduto dal contratto della eSIM {plan} per {country} (ordine #{order}, acquistato il {boughtOn} per {amount}).',
  'mail.withdrawal.received.atUtc': 'Abbiamo ricevuto il tuo recesso il {utc}.',
  'mail.withdrawal.received.atLocal': 'Nel tuo fuso orario ({zone}) erano le {local}.',
  'mail.withdrawal.received.refunded':
    'Il piano non era stato usato: abbiamo quindi annullato la eSIM e rimborsato {amount} sul metodo di pagamento originale. Di solito l’accredito compare sull’estratto conto entro 5-10 giorni lavorativi.',
  'mail.withdrawal.received.refundUnderWay':
    'Il piano non era stato usato: stiamo quindi annullando la eSIM e rimborsando {amount} sul metodo di pagamento originale. Ti scriveremo a rimborso completato.',
  'mail.withdrawal.received.deliveryStarted':
    'La tua eSIM era già installata o il suo piano era già iniziato. Al momento dell’acquisto ci hai chiesto di consegnarla subito e hai accettato che il diritto di recesso si estingue con l’inizio della consegna (vedi le nostre condizioni; direttiva UE 2011/83/UE, articolo 16, lettera m). Per questo ordine non è quindi dovuto alcun rimborso.',
  'mail.withdrawal.received.support':
    'Il nostro team di assistenza esaminerà il tuo ordine e ti scriverà entro 2 giorni lavorativi riguardo al tuo denaro.',
  'mail.withdrawal.received.questions':
    'Domande, o pensi che ci sia un errore? Rispondi a questa e-mail o scrivi a {support}.',
  'mail.withdrawal.withinPeriod':
    'Hai cambiato idea? Puoi recedere da questo contratto fino al {date}.',
  'mail.withdrawal.consent.given':
    'Conferma della tua richiesta: al momento dell’acquisto, il {date}, hai chiesto la consegna durante il periodo di recesso e hai spuntato questa dichiarazione:',
  'mail.withdrawal.consent.quoted': '«{text}»',
  'mail.withdrawal.consent.meaning':
    'Cosa significa per il tuo diritto di recesso: finché la eSIM non è installata e il suo piano non è iniziato, puoi ancora recedere entro {days} giorni dall’acquisto e ottenere il rimborso completo. Una volta installata la eSIM o iniziato il piano, non hai più diritto di recesso, come hai riconosciuto.',
  'api.withdrawal.linkSent':
    'Se questo numero d’ordine corrisponde a questo indirizzo e-mail e l’ordine è ancora nel periodo di recesso, abbiamo inviato un link a quell’indirizzo. Aprilo per confermare il recesso.',
  'api.withdrawal.linkInvalid': 'Questo link non è valido o è scaduto. Richiedine uno nuovo.',
  'api.withdrawal.periodOver':
    'Il periodo di recesso di {days} giorni per questo ordine è terminato.',
  'api.withdrawal.received':
    'Il tuo recesso è stato ricevuto e ti abbiamo inviato la conferma via e-mail.',
  'api.withdrawal.refunded': 'Il piano non era stato usato: ti rimborsiamo {amount}.',
  'api.withdrawal.refundUnderWay':
    'Il piano non era stato usato: stiamo rimborsando {amount} e ti scriveremo a operazione completata.',
  'api.withdrawal.deliveryStarted':
    'La tua eSIM era già installata o il suo piano era già iniziato: secondo le nostre condizioni il diritto di recesso si era estinto e non è dovuto alcun rimborso. Se pensi che sia un errore, contatta l’assistenza.',
  'api.withdrawal.support':
    'Il nostro team di assistenza esaminerà il tuo ordine e ti scriverà entro 2 giorni lavorativi.',
  'validation.withdrawal.orderNumber':
    'Inserisci il numero d’ordine indicato nell’e-mail, ad esempio #1a2b3c4d',
  'validation.withdrawal.name': 'Inserisci il tuo nome',
  'validation.withdrawal.link': 'Questo link non è valido. Richiedine uno nuovo.',
} as const satisfies Translation<typeof english>;
