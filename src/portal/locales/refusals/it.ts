// Italian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Email e password non corrispondono a nessun account. Controllale entrambe o reimposta la password con «Password dimenticata?».",
  signInNoMatchOperator:
    "Email e password non corrispondono a nessun account. Controllale entrambe o chiedi all’operatore del servizio di reimpostare la password.",
  signInTooMany: "Troppi accessi non riusciti per questa email o da questo indirizzo: riprova tra {minutes} min",
  signInsToAccountTooMany: "Troppi accessi a questo account: riprova tra {minutes} min",
  signUpsTooMany: "Troppe registrazioni da questo indirizzo: riprova tra {minutes} min",
  wrongAnswersTooMany: "Troppe risposte sbagliate: riprova tra {minutes} min",
  resetRequestsTooMany: "Troppe richieste di reimpostazione per questa email o da questo indirizzo: riprova tra {minutes} min",
  passwordChecksTooMany:
    "Troppe verifiche di password contemporanee da questo indirizzo (al massimo {count} in attesa): riprova tra qualche secondo",
  passwordChecksBusy: "Il servizio è occupato a verificare password: riprova tra qualche secondo",
  signInCodeNeeded: "Inserisci il codice di 6 cifre della tua app di autenticazione o uno dei tuoi codici di recupero",
  signInCodeWrong: "Il codice non è corretto (o è già stato usato): inserisci il codice che l’app mostra adesso",
  codeNeeded: "Inserisci il codice di 6 cifre della tua app di autenticazione o un codice di recupero",
  codeWrong: "Il codice non è corretto (o è già stato usato)",
  passwordNeeded: "Inserisci la password",
  passwordWrong: "La password non è corretta",
  currentPasswordWrong: "La password attuale non è corretta",
  signUpClosed: "Le registrazioni su questo servizio sono chiuse: chiedi un account al suo operatore",
  signUpRefused: "Non è possibile creare un account con questa email: se è tua, accedi",
  passwordLinkUnusable: "Questo link non funziona (già usato, scaduto o incompleto): chiedine uno nuovo",
  passwordLinkNotWhole: "questo link è incompleto: apri il link che ti ha dato l’operatore",
  resetNotMailed: "Questo servizio non invia email per reimpostare la password: chiedi al suo operatore un link per impostarne una nuova",
  emailInvalid: "l’email deve essere un indirizzo come you@example.com",
  newPasswordLength: "la password deve avere da {min} a {max} caratteri (qualche parola ne fa una buona)",
  passwordLength: "la password deve avere da 1 a {max} caratteri",
  codeShapeWithRecovery:
    "il codice deve essere le 6 cifre mostrate dalla tua app di autenticazione o un codice di recupero come abcd-efgh-ijkl-mnop",
  codeShape: "il codice deve essere le 6 cifre mostrate dalla tua app di autenticazione",
  notSignedIn: "Non hai effettuato l’accesso (o la sessione è scaduta): accedi di nuovo",
  accountGone: "Questo account non esiste più",
  stepUpCode:
    "Questa modifica richiede il codice di autenticazione inserito negli ultimi {minutes} minuti: confermalo e ripeti la modifica",
  stepUpPassword: "Questa modifica richiede la password inserita negli ultimi {minutes} minuti: confermala e ripeti la modifica",
  crossOrigin:
    "Le modifiche del portale sono accettate solo dalla pagina del portale stesso su {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "L’accesso a due fattori è già attivo: disattivalo prima per ricominciare con una nuova app",
  twoFactorAlreadyOff: "L’accesso a due fattori è già disattivato",
  twoFactorNotStarted: "Avvia prima la configurazione a due fattori: nessuna nuova chiave è in attesa del suo codice",
  twoFactorCodeMismatch: "Il codice non corrisponde alla nuova chiave: controlla l’ora dell’app e inserisci il codice che mostra adesso",
  twoFactorRestarted: "La configurazione è stata riavviata altrove: usa l’ultima chiave mostrata",

  apiKeyName: "il nome deve avere da 1 a {max} caratteri, per esempio «Server del negozio»",
  apiKeyUnknown: "Nessuna chiave API {id} appartiene a questo account",
  clientGone: "Il client di questo account non esiste più",
  languageUnknown: "la lingua deve essere il codice di una lingua che il servizio parla, per esempio «en», «de», «pt» o «zh-Hant»",

  integrationUnknown: "l’integrazione {id} non esiste: usa un ID da GET /api/v1/integrations",
  shopNameInvisible:
    "il nome non ha caratteri visibili (solo spazi, caratteri di unione o altri caratteri invisibili): scrivi il nome del negozio come devono leggerlo i pagatori",
  urlNotHttp: "{field} deve essere un URL http(s) assoluto",
  supportUrlNotHttp: "supportUrl deve essere un URL http(s) assoluto, per esempio https://shop.example/help",
  supportUrlCredentials: "supportUrl non deve contenere credenziali (user:password@): i pagatori lo vedono",
  urlNotHttps: "{field} deve usare https; ricevuto {got}",
  urlUserinfo:
    "{field} non deve contenere utente o password prima di «@» (sembra {shownHost} ma porta a {host}): indica l’indirizzo del negozio stesso",
  urlHttpSandbox:
    "{field} deve usare https (http è accettato solo per localhost, 127.0.0.1 e [::1] in modalità sandbox); ricevuto {origin}",
  logoUrlNotHttps: "logoUrl deve essere un URL https assoluto (o null per nessuno)",
  accentColor: "accentColor deve essere un colore nel formato #rrggbb (o null per quello predefinito)",
  callbackUrlNotHttp: "callbackUrl deve essere un URL http(s)",
  callbackUrlCredentials:
    "callbackUrl non deve contenere credenziali (user:password@): verifica i callback con la loro intestazione webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl rifiutato: {host} si risolve in {address}; la destinazione di callback {ip} è {range}: rifiutata fuori dalla modalità sandbox (regola «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 la consente)",
  callbackDestinationNever:
    "callbackUrl rifiutato: {host} si risolve in {address}; la destinazione di callback {ip} è {range}: i callback non vanno mai lì (regola «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl rifiutato: la destinazione di callback {ip} è {range}: rifiutata fuori dalla modalità sandbox (regola «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 la consente)",
  callbackAddressNever: "callbackUrl rifiutato: la destinazione di callback {ip} è {range}: i callback non vanno mai lì (regola «{rule}»)",
  callbackUrlRefused: "callbackUrl rifiutato: {problem}",
  callbackUrlMissing:
    "l’integrazione {id} non ha un URL di callback: impostane uno con PUT /_sandbox/integrations/{id}/webhook oppure esegui crypto-checkout listen",
  testEventsTooMany:
    "Al massimo {limit} eventi di test per integrazione ogni {minutes} minuti (TEST_EVENTS_PER_INTEGRATION): invia il prossimo dopo i secondi indicati in Retry-After",
  originsList: "allowedOrigins deve essere un elenco di origini, o null per consentirne qualsiasi",
  originsTooMany: "allowedOrigins elenca più di {max} origini",
  originText: "ogni origine deve essere una stringa",
  originExact:
    "ogni origine deve essere un’origine http(s) esatta come «https://shop.example» (schema e host, senza percorso né caratteri jolly); ricevuto {got}",
  appSchemesList: 'appReturnSchemes deve essere un elenco di schemi come ["myshop"], o [] per nessuno',
  appSchemesTooMany: "appReturnSchemes elenca più di {max} schemi",
  appSchemeText: "ogni schema di ritorno all’app deve essere una stringa come «myshop»",
  appSchemeShape:
    "ogni schema di ritorno all’app deve essere uno schema URL come «myshop»: una lettera minuscola, poi fino a 31 lettere, cifre, «+», «-» o «.»; ricevuto {got}",
  appSchemeWeb:
    "uno schema di ritorno all’app non può essere {scheme}: un URL di ritorno https è sempre consentito, elenca solo lo schema proprio di un’app",
  appSchemeDevice:
    "uno schema di ritorno all’app non può essere {scheme}: esegue o legge qualcosa sul dispositivo del pagatore invece di aprire un’app",
  toleranceText: "paymentTolerancePercent deve essere testo decimale come «0.5» (percentuale)",
  tolerancePlain: "paymentTolerancePercent deve essere testo decimale semplice come «0.5»: cifre e un punto facoltativo",
  toleranceFraction: "paymentTolerancePercent ha più di 2 cifre decimali",
  toleranceRange: "paymentTolerancePercent deve essere tra 0 e 100",
  supportEmail: "supportEmail deve essere un indirizzo email come help@shop.example",
  fieldTrueOrFalse: "{field} deve essere true o false",
  fieldStringOrNull: "{field} deve essere una stringa o null",

  orderUnknown: "l’ordine {id} non esiste: usa un orderId dall’elenco degli ordini",
  orderUnknownForIntegration: "l’ordine {id} non esiste per l’integrazione {integration}",
  orderMissing: "l’ordine {id} non esiste",
  deliveryUnknown: "la consegna {id} non esiste: usa un ID da GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} non è una delle tue integrazioni: usa un ID da GET /api/v1/integrations",
  assetUnknown: "{field} {id} non è un asset supportato: usa uno tra {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} è disattivato per le operazioni (GET /api/v1/assets mostra disabled: true): scegli un asset attivo",
  amountBelowMinimum: "{field} {amount} è sotto l’importo minimo in entrata di {minimum} {asset} su {network}: invia almeno {minimum}",
  customerRequired:
    "customer è obbligatorio nella creazione degli ordini dalla release del 15.09.2025: invia { type, firstName, lastName }",
  customerObject: "customer deve essere un oggetto: { type, firstName, lastName }",
  customerType: "customer.type deve essere «individual» (l’unico tipo di cliente che la specifica conosce)",
  amountRequired: "l’importo è obbligatorio: invialo come testo decimale, per esempio «10.50»",
  amountNumber: "l’importo deve essere una stringa di testo decimale come «10.50», non un numero JSON",
  amountString: "l’importo deve essere una stringa di testo decimale come «10.50»",
  amountPlain: "l’importo deve essere testo decimale semplice come «10.50»: cifre, un punto facoltativo, senza segno, esponente o spazi",
  amountIntegerDigits: "l’importo ha più di {max} cifre prima del punto",
  amountFractionDigits: "l’importo ha più di {max} cifre decimali",
  amountPositive: "l’importo deve essere maggiore di zero",
  amountDecimal: "l’importo deve essere testo decimale",
  ownAddress:
    "destinationAddress {address} è uno degli indirizzi d’ordine di questo servizio: invia il rimborso o il prelievo al wallet del pagatore o al tuo",
  addressInvalidTron:
    "destinationAddress {address} non è un indirizzo {network} valido per {asset}: è atteso un indirizzo base58check che inizia con T (34 caratteri)",
  addressInvalidEvm:
    "destinationAddress {address} non è un indirizzo {network} valido per {asset}: è atteso 0x seguito da 40 cifre esadecimali, con un checksum EIP-55 corretto se misto maiuscole/minuscole",
  balanceShort:
    "l’integrazione {integration} ha {balance} {asset}, ma l’importo {amount} più la commissione di rete {fee} richiede {needed}: un prelievo attinge solo all’integrationId che indica, un rimborso all’integrazione dell’ordine rimborsato.",
  refundOrderUnknown: "refundOrderId {id} non è uno dei tuoi ordini: usa l’orderId di un ordine di pagamento o di deposito completato",
  refundOrderType: "l’ordine {id} è di tipo {type}: si possono rimborsare solo ordini di pagamento e di deposito",
  refundOrderStatus: "l’ordine {id} è {status}: un rimborso si può creare solo quando l’ordine è completato",
  refundAssetMismatch: "assetId {assetId} non corrisponde all’ordine {id}, che ha ricevuto {asset}: rimborsa in {asset}",
  refundTooMuch:
    "l’importo {amount} supera quanto si può ancora rimborsare per l’ordine {id}: {refundable} {asset} (ricevuto {primary}, rimborsato {refunded})",
  markPaidRefused:
    "l’ordine {id} non può essere segnato come pagato: è possibile solo per un ordine il cui pagamento è arrivato dopo la scadenza (ancora in corso)",
  noPaymentWindow: "l’ordine {id} non ha una finestra di pagamento in corso: ce l’ha solo un ordine creato da un link di pagamento",

  linkUnknown: "il link di pagamento {id} non esiste: usa un linkId da POST /api/v1/payment-links o GET /api/v1/payment-links",
  linkNameInvisible: "il nome non ha caratteri visibili: scrivi il nome dell’articolo come devono leggerlo i pagatori",
  priceCurrencyUnknown: "price.currency {currency} non è né una valuta nota ai tassi di cambio ({currencies}) né un assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} deve essere testo decimale maggiore di zero con al massimo {digits} cifre decimali per {currency}, come {example}",
  priceInAsset: 'un prezzo in {asset} si paga solo in {asset}: ometti assetIds o invia ["{asset}"]',
  priceAmountRequired: "price.amount è obbligatorio, come testo decimale tipo «10.00»",
  priceAmountText: "price.amount deve essere testo decimale come «10.00»",
  priceCurrencyRequired: "price.currency è obbligatorio: «USD», «EUR» o un assetId",
  priceObject: 'price deve essere un oggetto: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "ogni elemento di assetIds deve essere una stringa assetId",
  assetIdsArray: "assetIds deve essere un array di assetId",
  assetIdsEmpty: "assetIds deve indicare almeno un asset (omettilo per tutti gli asset attivi)",
  assetIdsTooMany: "assetIds ha più di {max} elementi",
  expiryWhole: "expiresInMinutes deve essere un numero intero di minuti da {min} a {max}",
  expiryMin: "expiresInMinutes deve essere almeno {min}",
  expiryMax: "expiresInMinutes deve essere al massimo {max} (una settimana)",
  returnUrlHttps: "returnUrl deve essere un URL https assoluto",
  returnUrlApp: "returnUrl deve essere un URL assoluto: https o un link a un’app con uno degli schemi di ritorno all’app dell’integrazione",

  payoutUnknown: "il pagamento in uscita {id} non esiste: usa un orderId da GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "il pagamento in uscita {id} è {state}: si può segnare come pagato solo un pagamento in uscita ancora in attesa di pagamento",
  payoutNotAwaitingCancel:
    "il pagamento in uscita {id} è {state}: si può annullare solo un pagamento in uscita ancora in attesa di pagamento (un trasferimento visto per esso potrebbe aver già lasciato il wallet)",
  payoutNoStranger:
    "il pagamento in uscita {id} non ha trasferimenti da un wallet sconosciuto con questo hash e logIndex in attesa di risposta: usane uno elencato tra gli sconosciuti del pagamento",
  transferPaidOther:
    "il trasferimento {hash} (log {logIndex}) ha già pagato un altro pagamento in uscita: un trasferimento ne paga al massimo uno",
  hashText: "hash deve essere una stringa: l’hash della transazione inviata dal firmatario",
  hashShape:
    "hash deve avere 64 cifre esadecimali (con prefisso 0x su Ethereum e BNB Smart Chain): l’hash della transazione inviata dal firmatario",
  strangerHashText: "hash deve essere una stringa: l’hash di un trasferimento elencato tra gli sconosciuti del pagamento",
  strangerHashShape:
    "hash deve avere 64 cifre esadecimali (con prefisso 0x su Ethereum e BNB Smart Chain): l’hash di un trasferimento elencato tra gli sconosciuti del pagamento",
  logIndexWhole: "logIndex deve essere un numero intero: il logIndex di un trasferimento elencato tra gli sconosciuti del pagamento",
  logIndexMin: "logIndex deve essere 0 o più: il logIndex di un trasferimento elencato tra gli sconosciuti del pagamento",

  bodyNotJson: "Content-Type {contentType} non è JSON: invia il corpo come JSON con Content-Type: application/json",
  bodyBadJson: "Il corpo non è JSON valido ({reason}): invia un oggetto JSON",
  bodyNotObject: "Il corpo deve essere un oggetto JSON, ricevuto {value}",
  bodyTooLarge: "Il corpo supera i {bytes} byte: invia un oggetto JSON più piccolo",
  idempotencyKeyShape:
    "Idempotency-Key {key} deve avere da 1 a 255 caratteri ASCII visibili senza spazi: invia un nuovo valore casuale (un UUID) per ogni richiesta",
  idempotencyKeyReused:
    "Idempotency-Key {key} è già stata usata per un’altra richiesta (altro corpo o endpoint): ripeti esattamente la stessa richiesta per riavere la sua risposta, o usa una nuova chiave per una nuova richiesta",
  requestsTooMany:
    "Troppe richieste a {what}: al massimo {limit} ogni {seconds} s da un singolo client ({setting}). Riprova dopo i secondi indicati in Retry-After.",
  fieldDate: "{field} deve essere una data nel formato YYYY-MM-DD",
  fieldControlCharacters: "{field} non deve contenere caratteri di controllo (trovato {character}): invia il testo senza",
  fieldDisplayCharacters:
    "{field} non deve contenere caratteri di controllo o di formattazione bidirezionale (trovato {character}): cambiano ciò che vede il pagatore",
  fieldRequired: "{field} è obbligatorio",
  fieldEmpty: "{field} non può essere vuoto",
  fieldTooLong: "{field} supera i {max} caratteri",
  fieldText: "{field} deve essere testo",
  fieldString: "{field} deve essere una stringa",
  fieldOneOf: "{field} deve essere uno tra {values}",
  fieldType: "{field} deve essere {expected}",
  fieldInvalid: "{field} non è valido",
  received: "{message} (ricevuto {received})",
} satisfies RefusalWords;
