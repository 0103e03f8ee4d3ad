// Catalan: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Aquest correu i aquesta contrasenya no corresponen a cap compte. Revisa-ho tot o restableix la contrasenya amb «Has oblidat la contrasenya?».",
  signInNoMatchOperator:
    "Aquest correu i aquesta contrasenya no corresponen a cap compte. Revisa-ho tot o demana a l'operador del servei que restableixi la contrasenya.",
  signInTooMany: "Massa inicis de sessió fallits per a aquest correu o des d'aquesta adreça: torna-ho a provar d'aquí a {minutes} min",
  signInsToAccountTooMany: "Massa inicis de sessió en aquest compte: torna-ho a provar d'aquí a {minutes} min",
  signUpsTooMany: "Massa registres des d'aquesta adreça: torna-ho a provar d'aquí a {minutes} min",
  wrongAnswersTooMany: "Massa respostes incorrectes: torna-ho a provar d'aquí a {minutes} min",
  resetRequestsTooMany:
    "Massa sol·licituds de restabliment per a aquest correu o des d'aquesta adreça: torna-ho a provar d'aquí a {minutes} min",
  passwordChecksTooMany:
    "Massa comprovacions de contrasenya alhora des d'aquesta adreça (com a màxim {count} en espera): torna-ho a provar d'aquí a uns segons",
  passwordChecksBusy: "El servei està ocupat comprovant contrasenyes: torna-ho a provar d'aquí a uns segons",
  signInCodeNeeded: "Introdueix el codi de 6 xifres de la teva aplicació d'autenticació o un dels teus codis de recuperació",
  signInCodeWrong: "Aquest codi no és correcte (o ja s'ha fet servir): introdueix el codi que mostra ara l'aplicació",
  codeNeeded: "Introdueix el codi de 6 xifres de la teva aplicació d'autenticació o un codi de recuperació",
  codeWrong: "Aquest codi no és correcte (o ja s'ha fet servir)",
  passwordNeeded: "Introdueix la contrasenya",
  passwordWrong: "Aquesta contrasenya no és correcta",
  currentPasswordWrong: "La contrasenya actual no és correcta",
  signUpClosed: "El registre és tancat en aquest servei: demana un compte a l'operador",
  signUpRefused: "No es pot crear un compte amb aquest correu: si és teu, inicia la sessió",
  passwordLinkUnusable: "Aquest enllaç no funciona (ja utilitzat, caducat o incomplet): demana'n un de nou",
  passwordLinkNotWhole: "Aquest enllaç és incomplet: obre l'enllaç que et va donar l'operador",
  resetNotMailed:
    "Aquest servei no envia restabliments de contrasenya per correu: demana a l'operador un enllaç per definir una contrasenya nova",
  emailInvalid: "Introdueix una adreça de correu com you@example.com",
  newPasswordLength: "La contrasenya ha de tenir entre {min} i {max} caràcters (unes quantes paraules en fan una de bona)",
  passwordLength: "La contrasenya ha de tenir entre 1 i {max} caràcters",
  codeShapeWithRecovery:
    "El codi han de ser les 6 xifres que mostra la teva aplicació d'autenticació o un codi de recuperació com abcd-efgh-ijkl-mnop",
  codeShape: "El codi han de ser les 6 xifres que mostra la teva aplicació d'autenticació",
  notSignedIn: "No has iniciat la sessió (o la sessió ha caducat): torna a iniciar-la",
  accountGone: "Aquest compte ja no existeix",
  stepUpCode:
    "Aquest canvi requereix el codi d'autenticació introduït en els darrers {minutes} minuts: confirma'l i després repeteix el canvi",
  stepUpPassword:
    "Aquest canvi requereix la contrasenya introduïda en els darrers {minutes} minuts: confirma-la i després repeteix el canvi",
  crossOrigin:
    "Els canvis del portal només s'accepten des de la pàgina pròpia del portal a {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "L'inici de sessió en dos passos ja està activat: desactiva'l primer per tornar a començar amb una aplicació nova",
  twoFactorAlreadyOff: "L'inici de sessió en dos passos ja està desactivat",
  twoFactorNotStarted: "Primer comença la configuració de l'inici de sessió en dos passos: cap clau nova no espera el seu codi",
  twoFactorCodeMismatch:
    "Aquest codi no coincideix amb la clau nova: revisa el rellotge de l'aplicació i introdueix el codi que mostra ara",
  twoFactorRestarted: "La configuració s'ha tornat a començar en un altre lloc: fes servir la clau més recent",

  apiKeyName: "El nom ha de tenir entre 1 i {max} caràcters, per exemple «Servidor de la botiga»",
  apiKeyUnknown: "Cap clau d'API {id} no pertany a aquest compte",
  clientGone: "El client d'aquest compte ja no existeix",
  languageUnknown: "La llengua ha de ser el codi d'una llengua que parla el servei, per exemple «en», «de», «pt» o «zh-Hant»",

  integrationUnknown: "La integració {id} no existeix: fes servir un id de GET /api/v1/integrations",
  shopNameInvisible:
    "El nom no té cap caràcter visible (només espais, unions o altres caràcters invisibles): escriu el nom de la botiga tal com l'han de llegir els pagadors",
  urlNotHttp: "{field} ha de ser un URL http(s) absolut",
  supportUrlNotHttp: "supportUrl ha de ser un URL http(s) absolut, per exemple https://shop.example/help",
  supportUrlCredentials: "supportUrl no pot contenir credencials (user:password@): els pagadors el veuen",
  urlNotHttps: "{field} ha d'usar https; s'ha rebut {got}",
  urlUserinfo:
    "{field} no pot contenir un usuari o una contrasenya abans de «@» (sembla {shownHost} però porta a {host}): escriu l'adreça pròpia de la botiga",
  urlHttpSandbox: "{field} ha d'usar https (http només s'accepta per a localhost, 127.0.0.1 i [::1] en mode sandbox); s'ha rebut {origin}",
  logoUrlNotHttps: "logoUrl ha de ser un URL https absolut (o null per a cap)",
  accentColor: "accentColor ha de ser un color com #rrggbb (o null per al predeterminat)",
  callbackUrlNotHttp: "callbackUrl ha de ser un URL http(s)",
  callbackUrlCredentials:
    "callbackUrl no pot contenir credencials (user:password@): verifica les crides de retorn amb la capçalera webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl es rebutja: {host} es resol a {address}; la destinació de retorn {ip} és {range}: es rebutja fora del mode sandbox (regla «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 ho permet)",
  callbackDestinationNever:
    "callbackUrl es rebutja: {host} es resol a {address}; la destinació de retorn {ip} és {range}: les crides de retorn no hi van mai (regla «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl es rebutja: la destinació de retorn {ip} és {range}: es rebutja fora del mode sandbox (regla «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 ho permet)",
  callbackAddressNever:
    "callbackUrl es rebutja: la destinació de retorn {ip} és {range}: les crides de retorn no hi van mai (regla «{rule}»)",
  callbackUrlRefused: "callbackUrl es rebutja: {problem}",
  callbackUrlMissing:
    "La integració {id} no té URL de retorn: defineix-ne un primer amb PUT /_sandbox/integrations/{id}/webhook o executa crypto-checkout listen",
  testEventsTooMany:
    "Com a màxim {limit} esdeveniments de prova per integració cada {minutes} minuts (TEST_EVENTS_PER_INTEGRATION): envia el següent després dels segons de Retry-After",
  originsList: "allowedOrigins ha de ser una llista d'orígens, o null per permetre'n qualsevol",
  originsTooMany: "allowedOrigins té més de {max} orígens",
  originText: "Cada origen ha de ser una cadena",
  originExact:
    "Cada origen ha de ser un origen http(s) exacte com «https://shop.example» (esquema i amfitrió, sense camí ni comodins); s'ha rebut {got}",
  appSchemesList: 'appReturnSchemes ha de ser una llista d\'esquemes com ["myshop"], o [] per a cap',
  appSchemesTooMany: "appReturnSchemes té més de {max} esquemes",
  appSchemeText: "Cada esquema de retorn d'aplicació ha de ser una cadena com «myshop»",
  appSchemeShape:
    "Cada esquema de retorn d'aplicació ha de ser un esquema d'URL com «myshop»: una lletra minúscula i després fins a 31 lletres, xifres, «+», «-» o «.»; s'ha rebut {got}",
  appSchemeWeb:
    "Un esquema de retorn d'aplicació no pot ser {scheme}: un URL de retorn https sempre es permet; indica només l'esquema propi d'una aplicació",
  appSchemeDevice:
    "Un esquema de retorn d'aplicació no pot ser {scheme}: executa o llegeix alguna cosa al dispositiu del pagador en lloc d'obrir una aplicació",
  toleranceText: "paymentTolerancePercent ha de ser text decimal com «0.5» (per cent)",
  tolerancePlain: "paymentTolerancePercent ha de ser text decimal simple com «0.5»: xifres i com a màxim un punt",
  toleranceFraction: "paymentTolerancePercent té més de 2 decimals",
  toleranceRange: "paymentTolerancePercent ha d'estar entre 0 i 100",
  supportEmail: "supportEmail ha de ser una adreça de correu com help@shop.example",
  fieldTrueOrFalse: "{field} ha de ser true o false",
  fieldStringOrNull: "{field} ha de ser una cadena o null",

  orderUnknown: "La comanda {id} no existeix: fes servir un orderId de la llista de comandes",
  orderUnknownForIntegration: "La comanda {id} no existeix per a la integració {integration}",
  orderMissing: "La comanda {id} no existeix",
  deliveryUnknown: "L'enviament {id} no existeix: fes servir un id de GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} no és cap de les teves integracions: fes servir un id de GET /api/v1/integrations",
  assetUnknown: "{field} {id} no és un actiu admès: fes servir un de {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} està desactivat per a operacions (GET /api/v1/assets mostra disabled: true): tria un actiu activat",
  amountBelowMinimum:
    "{field} {amount} és inferior a l'import mínim d'entrada de {minimum} {asset} a {network}: envia'n com a mínim {minimum}",
  customerRequired: "customer és obligatori en crear una comanda des de la versió 15.09.2025: envia { type, firstName, lastName }",
  customerObject: "customer ha de ser un objecte: { type, firstName, lastName }",
  customerType: "customer.type ha de ser «individual» (l'únic tipus de client que coneix l'especificació)",
  amountRequired: "L'import és obligatori: envia'l com a text decimal, per exemple «10.50»",
  amountNumber: "L'import ha de ser una cadena de text decimal com «10.50», no un nombre JSON",
  amountString: "L'import ha de ser una cadena de text decimal com «10.50»",
  amountPlain: "L'import ha de ser text decimal simple com «10.50»: xifres, com a màxim un punt, sense signe, exponent ni espais",
  amountIntegerDigits: "L'import té més de {max} xifres abans del punt",
  amountFractionDigits: "L'import té més de {max} decimals",
  amountPositive: "L'import ha de ser més gran que zero",
  amountDecimal: "L'import ha de ser text decimal",
  ownAddress:
    "destinationAddress {address} és una de les adreces de comanda pròpies d'aquest servei: envia el reemborsament o la retirada a la cartera del pagador o a la teva",
  addressInvalidTron:
    "destinationAddress {address} no és una adreça {network} vàlida per a {asset}: s'espera una adreça base58check que comenci per T (34 caràcters)",
  addressInvalidEvm:
    "destinationAddress {address} no és una adreça {network} vàlida per a {asset}: s'espera 0x seguit de 40 xifres hexadecimals, amb una suma de control EIP-55 correcta si barreja majúscules i minúscules",
  balanceShort:
    "La integració {integration} té {balance} {asset}, però l'import {amount} més la comissió de xarxa {fee} necessita {needed}: una retirada només fa servir el saldo de l'integrationId que indica; un reemborsament, el de la integració de la comanda reemborsada.",
  refundOrderUnknown:
    "refundOrderId {id} no és cap de les teves comandes: fes servir l'orderId d'una comanda de pagament o de dipòsit completada",
  refundOrderType: "La comanda {id} és de tipus {type}: només es poden reemborsar comandes de pagament i de dipòsit",
  refundOrderStatus: "La comanda {id} és {status}: només es pot crear un reemborsament un cop la comanda s'ha completat",
  refundAssetMismatch: "assetId {assetId} no coincideix amb la comanda {id}, que va rebre {asset}: reemborsa en {asset}",
  refundTooMuch:
    "L'import {amount} supera el que encara es pot reemborsar de la comanda {id}: {refundable} {asset} (rebut {primary}, reemborsat {refunded})",
  markPaidRefused:
    "La comanda {id} no es pot marcar com a pagada: només una comanda el pagament de la qual va arribar després de la finestra (encara en curs) pot",
  noPaymentWindow: "La comanda {id} no té cap finestra de pagament en curs: només la té una comanda feta amb un enllaç de pagament",

  linkUnknown: "L'enllaç de pagament {id} no existeix: fes servir un linkId de POST /api/v1/payment-links o GET /api/v1/payment-links",
  linkNameInvisible: "El nom no té cap caràcter visible: escriu el nom de l'article tal com l'han de llegir els pagadors",
  priceCurrencyUnknown:
    "price.currency {currency} no és ni una moneda que coneguin els tipus de canvi ({currencies}) ni un assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} ha de ser text decimal superior a zero amb com a màxim {digits} decimals per a {currency}, per exemple {example}",
  priceInAsset: 'Un preu en {asset} només es paga en {asset}: omet assetIds o envia ["{asset}"]',
  priceAmountRequired: "price.amount és obligatori, com a text decimal com «10.00»",
  priceAmountText: "price.amount ha de ser text decimal com «10.00»",
  priceCurrencyRequired: "price.currency és obligatori: «USD», «EUR» o un assetId",
  priceObject: 'price ha de ser un objecte: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Cada element d'assetIds ha de ser una cadena assetId",
  assetIdsArray: "assetIds ha de ser una matriu d'assetIds",
  assetIdsEmpty: "assetIds ha d'indicar com a mínim un actiu (omet-lo per a tots els actius activats)",
  assetIdsTooMany: "assetIds té més de {max} elements",
  expiryWhole: "expiresInMinutes ha de ser un nombre enter de minuts entre {min} i {max}",
  expiryMin: "expiresInMinutes ha de ser com a mínim {min}",
  expiryMax: "expiresInMinutes ha de ser com a màxim {max} (una setmana)",
  returnUrlHttps: "returnUrl ha de ser un URL https absolut",
  returnUrlApp:
    "returnUrl ha de ser un URL absolut: https o un enllaç d'aplicació amb un dels esquemes de retorn d'aplicació de la integració",

  payoutUnknown: "El pagament de sortida {id} no existeix: fes servir un orderId de GET /api/v1/payouts",
  payoutNotAwaitingPaid: "El pagament de sortida {id} és {state}: només un pagament que encara espera ser pagat es pot marcar com a pagat",
  payoutNotAwaitingCancel:
    "El pagament de sortida {id} és {state}: només un pagament que encara espera ser pagat es pot cancel·lar (una transferència vista per a ell pot haver sortit ja de la cartera)",
  payoutNoStranger:
    "El pagament de sortida {id} no té cap transferència d'una cartera desconeguda amb aquest hash i logIndex que esperi resposta: fes servir una de les strangers del pagament",
  transferPaidOther:
    "La transferència {hash} (registre {logIndex}) ja ha pagat un altre pagament: una transferència en paga com a màxim un",
  hashText: "hash ha de ser una cadena: el hash de la transacció que va enviar el signant",
  hashShape:
    "hash ha de tenir 64 xifres hexadecimals (amb el prefix 0x a Ethereum i BNB Smart Chain): el hash de la transacció que va enviar el signant",
  strangerHashText: "hash ha de ser una cadena: el hash d'una transferència de les strangers del pagament",
  strangerHashShape:
    "hash ha de tenir 64 xifres hexadecimals (amb el prefix 0x a Ethereum i BNB Smart Chain): el hash d'una transferència de les strangers del pagament",
  logIndexWhole: "logIndex ha de ser un nombre enter: el logIndex d'una transferència de les strangers del pagament",
  logIndexMin: "logIndex ha de ser 0 o més: el logIndex d'una transferència de les strangers del pagament",

  bodyNotJson: "Content-Type {contentType} no és JSON: envia el cos com a JSON amb Content-Type: application/json",
  bodyBadJson: "El cos no és JSON vàlid ({reason}): envia un sol objecte JSON",
  bodyNotObject: "El cos ha de ser un objecte JSON, s'ha rebut {value}",
  bodyTooLarge: "El cos supera els {bytes} bytes: envia un objecte JSON més petit",
  idempotencyKeyShape:
    "Idempotency-Key {key} ha de tenir entre 1 i 255 caràcters ASCII visibles sense espais: envia un valor aleatori nou (un UUID) per sol·licitud",
  idempotencyKeyReused:
    "Idempotency-Key {key} ja s'ha fet servir per a una altra sol·licitud (un altre cos o endpoint): repeteix exactament la mateixa sol·licitud per tornar a obtenir-ne la resposta, o fes servir una clau nova per a una sol·licitud nova",
  requestsTooMany:
    "Massa sol·licituds a {what}: com a màxim {limit} cada {seconds} s des d'un client ({setting}). Torna-ho a provar després dels segons de Retry-After.",
  fieldDate: "{field} ha de ser una data com AAAA-MM-DD",
  fieldControlCharacters: "{field} no pot contenir caràcters de control (s'ha trobat {character}): envia el text sense ells",
  fieldDisplayCharacters:
    "{field} no pot contenir caràcters de control ni de format bidireccional (s'ha trobat {character}): canvien el que veu el pagador",
  fieldRequired: "{field} és obligatori",
  fieldEmpty: "{field} no pot estar buit",
  fieldTooLong: "{field} té més de {max} caràcters",
  fieldText: "{field} ha de ser text",
  fieldString: "{field} ha de ser una cadena",
  fieldOneOf: "{field} ha de ser un de {values}",
  fieldType: "{field} ha de ser {expected}",
  fieldInvalid: "{field} no és vàlid",
  received: "{message} (s'ha rebut {received})",
} satisfies RefusalWords;
