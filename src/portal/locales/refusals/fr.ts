// French: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Cet e-mail et ce mot de passe ne correspondent à aucun compte. Vérifiez les deux ou réinitialisez le mot de passe avec « Mot de passe oublié ? ».",
  signInNoMatchOperator:
    "Cet e-mail et ce mot de passe ne correspondent à aucun compte. Vérifiez les deux ou faites réinitialiser le mot de passe par l’opérateur du service.",
  signInTooMany: "Trop de connexions échouées pour cet e-mail ou depuis cette adresse : réessayez dans {minutes} min",
  signInsToAccountTooMany: "Trop de connexions à ce compte : réessayez dans {minutes} min",
  signUpsTooMany: "Trop d’inscriptions depuis cette adresse : réessayez dans {minutes} min",
  wrongAnswersTooMany: "Trop de réponses erronées : réessayez dans {minutes} min",
  resetRequestsTooMany: "Trop de demandes de réinitialisation pour cet e-mail ou depuis cette adresse : réessayez dans {minutes} min",
  passwordChecksTooMany:
    "Trop de vérifications de mot de passe simultanées depuis cette adresse ({count} en attente au maximum) : réessayez dans quelques secondes",
  passwordChecksBusy: "Le service est occupé à vérifier des mots de passe : réessayez dans quelques secondes",
  signInCodeNeeded: "Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours",
  signInCodeWrong: "Ce code est incorrect (ou déjà utilisé) : saisissez le code que votre application affiche maintenant",
  codeNeeded: "Saisissez le code à 6 chiffres de votre application d’authentification, ou un code de secours",
  codeWrong: "Ce code est incorrect (ou déjà utilisé)",
  passwordNeeded: "Saisissez votre mot de passe",
  passwordWrong: "Ce mot de passe est incorrect",
  currentPasswordWrong: "Le mot de passe actuel est incorrect",
  signUpClosed: "Les inscriptions sont fermées sur ce service : demandez un compte à son opérateur",
  signUpRefused: "Impossible de créer un compte avec cet e-mail : s’il est à vous, connectez-vous plutôt",
  passwordLinkUnusable: "Ce lien ne fonctionne pas (déjà utilisé, expiré ou incomplet) : demandez-en un nouveau",
  passwordLinkNotWhole: "ce lien est incomplet : ouvrez le lien que l’opérateur vous a donné",
  resetNotMailed:
    "Ce service n’envoie pas d’e-mails de réinitialisation : demandez à son opérateur un lien pour définir un nouveau mot de passe",
  emailInvalid: "l’e-mail doit être une adresse comme you@example.com",
  newPasswordLength: "le mot de passe doit compter de {min} à {max} caractères (quelques mots en font un bon)",
  passwordLength: "le mot de passe doit compter de 1 à {max} caractères",
  codeShapeWithRecovery:
    "le code doit être les 6 chiffres affichés par votre application d’authentification, ou un code de secours comme abcd-efgh-ijkl-mnop",
  codeShape: "le code doit être les 6 chiffres affichés par votre application d’authentification",
  notSignedIn: "Vous n’êtes pas connecté (ou votre session a pris fin) : reconnectez-vous",
  accountGone: "Ce compte n’existe plus",
  stepUpCode:
    "Cette modification demande votre code d’authentification saisi dans les {minutes} dernières minutes : confirmez-le, puis refaites la modification",
  stepUpPassword:
    "Cette modification demande votre mot de passe saisi dans les {minutes} dernières minutes : confirmez-le, puis refaites la modification",
  crossOrigin:
    "Les modifications du portail ne sont acceptées que depuis la page du portail lui-même sur {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "La double authentification est déjà activée : désactivez-la d’abord pour recommencer avec une nouvelle application",
  twoFactorAlreadyOff: "La double authentification est déjà désactivée",
  twoFactorNotStarted: "Commencez d’abord la configuration de la double authentification : aucune nouvelle clé n’attend son code",
  twoFactorCodeMismatch:
    "Ce code ne correspond pas à la nouvelle clé : vérifiez l’heure de l’application et saisissez le code qu’elle affiche maintenant",
  twoFactorRestarted: "La configuration a été relancée ailleurs : utilisez la dernière clé affichée",

  apiKeyName: "le nom doit compter de 1 à {max} caractères, par exemple « Serveur de la boutique »",
  apiKeyUnknown: "Aucune clé API {id} n’appartient à ce compte",
  clientGone: "Le client de ce compte n’existe plus",
  languageUnknown: "la langue doit être le code d’une langue que le service parle, par exemple « en », « de », « pt » ou « zh-Hant »",

  integrationUnknown: "l’intégration {id} n’existe pas : utilisez un ID de GET /api/v1/integrations",
  shopNameInvisible:
    "le nom n’a aucun caractère visible (seulement des espaces, des liants ou d’autres caractères invisibles) : indiquez le nom de la boutique tel que les payeurs doivent le lire",
  urlNotHttp: "{field} doit être une URL http(s) absolue",
  supportUrlNotHttp: "supportUrl doit être une URL http(s) absolue, par exemple https://shop.example/help",
  supportUrlCredentials: "supportUrl ne doit pas contenir d’identifiants (user:password@) : les payeurs la voient",
  urlNotHttps: "{field} doit utiliser https ; reçu : {got}",
  urlUserinfo:
    "{field} ne doit pas contenir d’utilisateur ni de mot de passe avant « @ » (elle se lit {shownHost} mais mène à {host}) : indiquez l’adresse propre de la boutique",
  urlHttpSandbox:
    "{field} doit utiliser https (http n’est accepté que pour localhost, 127.0.0.1 et [::1] en mode sandbox) ; reçu : {origin}",
  logoUrlNotHttps: "logoUrl doit être une URL https absolue (ou null pour aucun)",
  accentColor: "accentColor doit être une couleur au format #rrggbb (ou null pour la couleur par défaut)",
  callbackUrlNotHttp: "callbackUrl doit être une URL http(s)",
  callbackUrlCredentials:
    "callbackUrl ne doit pas contenir d’identifiants (user:password@) : vérifiez plutôt les callbacks par leur en-tête webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl est refusée : {host} se résout en {address} ; la destination de callback {ip} est {range} : refusée hors du mode sandbox (règle « {rule} » ; WEBHOOK_ALLOW_PRIVATE=1 l’autorise)",
  callbackDestinationNever:
    "callbackUrl est refusée : {host} se résout en {address} ; la destination de callback {ip} est {range} : aucun callback n’y est jamais envoyé (règle « {rule} »)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl est refusée : la destination de callback {ip} est {range} : refusée hors du mode sandbox (règle « {rule} » ; WEBHOOK_ALLOW_PRIVATE=1 l’autorise)",
  callbackAddressNever:
    "callbackUrl est refusée : la destination de callback {ip} est {range} : aucun callback n’y est jamais envoyé (règle « {rule} »)",
  callbackUrlRefused: "callbackUrl est refusée : {problem}",
  callbackUrlMissing:
    "l’intégration {id} n’a pas d’URL de callback : définissez-en une avec PUT /_sandbox/integrations/{id}/webhook, ou lancez crypto-checkout listen",
  testEventsTooMany:
    "Au plus {limit} événements de test par intégration toutes les {minutes} minutes (TEST_EVENTS_PER_INTEGRATION) : envoyez le suivant après les secondes indiquées dans Retry-After",
  originsList: "allowedOrigins doit être une liste d’origines, ou null pour en autoriser n’importe laquelle",
  originsTooMany: "allowedOrigins contient plus de {max} origines",
  originText: "chaque origine doit être une chaîne",
  originExact:
    "chaque origine doit être une origine http(s) exacte, comme « https://shop.example » (schéma et hôte, sans chemin ni joker) ; reçu : {got}",
  appSchemesList: 'appReturnSchemes doit être une liste de schémas, comme ["myshop"], ou [] pour aucun',
  appSchemesTooMany: "appReturnSchemes contient plus de {max} schémas",
  appSchemeText: "chaque schéma de retour d’app doit être une chaîne, comme « myshop »",
  appSchemeShape:
    "chaque schéma de retour d’app doit être un schéma d’URL comme « myshop » : une lettre minuscule, puis jusqu’à 31 lettres, chiffres, « + », « - » ou « . » ; reçu : {got}",
  appSchemeWeb:
    "un schéma de retour d’app ne peut pas être {scheme} : une URL de retour https est toujours autorisée, n’indiquez que le schéma propre d’une app",
  appSchemeDevice:
    "un schéma de retour d’app ne peut pas être {scheme} : il exécute ou lit quelque chose sur l’appareil du payeur au lieu d’ouvrir une app",
  toleranceText: "paymentTolerancePercent doit être un texte décimal, comme « 0.5 » (pourcentage)",
  tolerancePlain: "paymentTolerancePercent doit être un texte décimal simple, comme « 0.5 » : des chiffres et un point facultatif",
  toleranceFraction: "paymentTolerancePercent a plus de 2 décimales",
  toleranceRange: "paymentTolerancePercent doit être compris entre 0 et 100",
  supportEmail: "supportEmail doit être une adresse e-mail comme help@shop.example",
  fieldTrueOrFalse: "{field} doit valoir true ou false",
  fieldStringOrNull: "{field} doit être une chaîne ou null",

  orderUnknown: "la commande {id} n’existe pas : utilisez un orderId de la liste des commandes",
  orderUnknownForIntegration: "la commande {id} n’existe pas pour l’intégration {integration}",
  orderMissing: "la commande {id} n’existe pas",
  deliveryUnknown: "l’envoi {id} n’existe pas : utilisez un ID de GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} ne fait pas partie de vos intégrations : utilisez un ID de GET /api/v1/integrations",
  assetUnknown: "{field} {id} n’est pas un actif pris en charge : utilisez l’un de {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} est désactivé pour les opérations (GET /api/v1/assets indique disabled: true) : choisissez un actif activé",
  amountBelowMinimum:
    "{field} {amount} est inférieur au montant minimal entrant de {minimum} {asset} sur {network} : envoyez au moins {minimum}",
  customerRequired:
    "customer est obligatoire à la création d’une commande depuis la version du 15.09.2025 : envoyez { type, firstName, lastName }",
  customerObject: "customer doit être un objet : { type, firstName, lastName }",
  customerType: "customer.type doit valoir « individual » (le seul type de client que la spécification connaît)",
  amountRequired: "le montant est obligatoire : envoyez-le en texte décimal, par exemple « 10.50 »",
  amountNumber: "le montant doit être une chaîne de texte décimal comme « 10.50 », pas un nombre JSON",
  amountString: "le montant doit être une chaîne de texte décimal comme « 10.50 »",
  amountPlain:
    "le montant doit être un texte décimal simple comme « 10.50 » : des chiffres, un point facultatif, sans signe, exposant ni espace",
  amountIntegerDigits: "le montant a plus de {max} chiffres avant le point",
  amountFractionDigits: "le montant a plus de {max} décimales",
  amountPositive: "le montant doit être supérieur à zéro",
  amountDecimal: "le montant doit être un texte décimal",
  ownAddress:
    "destinationAddress {address} est l’une des adresses de commande de ce service : envoyez le remboursement ou le retrait au portefeuille du payeur ou au vôtre",
  addressInvalidTron:
    "destinationAddress {address} n’est pas une adresse {network} valide pour {asset} : attendu une adresse base58check commençant par T (34 caractères)",
  addressInvalidEvm:
    "destinationAddress {address} n’est pas une adresse {network} valide pour {asset} : attendu 0x suivi de 40 chiffres hexadécimaux, avec une somme de contrôle EIP-55 correcte en cas de casse mixte",
  balanceShort:
    "l’intégration {integration} détient {balance} {asset}, mais le montant {amount} plus les frais de réseau {fee} exigent {needed} : un retrait puise seulement dans l’integrationId qu’il indique, un remboursement dans l’intégration de la commande remboursée.",
  refundOrderUnknown:
    "refundOrderId {id} ne fait pas partie de vos commandes : utilisez l’orderId d’une commande de paiement ou de dépôt terminée",
  refundOrderType:
    "la commande {id} est une commande de type {type} : seules les commandes de paiement et de dépôt peuvent être remboursées",
  refundOrderStatus: "la commande {id} est {status} : un remboursement ne peut être créé qu’une fois la commande terminée",
  refundAssetMismatch: "assetId {assetId} ne correspond pas à la commande {id}, qui a reçu {asset} : remboursez en {asset}",
  refundTooMuch:
    "le montant {amount} dépasse ce qui peut encore être remboursé pour la commande {id} : {refundable} {asset} (reçu {primary}, remboursé {refunded})",
  markPaidRefused:
    "la commande {id} ne peut pas être marquée comme payée : seule une commande dont le paiement est arrivé après son délai (encore en cours) peut l’être",
  noPaymentWindow: "la commande {id} n’a pas de délai de paiement en cours : seule une commande créée par un lien de paiement en a un",

  linkUnknown: "le lien de paiement {id} n’existe pas : utilisez un linkId de POST /api/v1/payment-links ou GET /api/v1/payment-links",
  linkNameInvisible: "le nom n’a aucun caractère visible : indiquez le nom de l’article tel que les payeurs doivent le lire",
  priceCurrencyUnknown: "price.currency {currency} n’est ni une devise connue des taux de change ({currencies}) ni un assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} doit être un texte décimal supérieur à zéro avec au plus {digits} décimales pour {currency}, comme {example}",
  priceInAsset: 'un prix en {asset} se paie uniquement en {asset} : omettez assetIds ou envoyez ["{asset}"]',
  priceAmountRequired: "price.amount est obligatoire, en texte décimal comme « 10.00 »",
  priceAmountText: "price.amount doit être un texte décimal comme « 10.00 »",
  priceCurrencyRequired: "price.currency est obligatoire : « USD », « EUR » ou un assetId",
  priceObject: 'price doit être un objet : { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "chaque élément d’assetIds doit être une chaîne assetId",
  assetIdsArray: "assetIds doit être un tableau d’assetIds",
  assetIdsEmpty: "assetIds doit nommer au moins un actif (omettez-le pour tous les actifs activés)",
  assetIdsTooMany: "assetIds a plus de {max} éléments",
  expiryWhole: "expiresInMinutes doit être un nombre entier de minutes entre {min} et {max}",
  expiryMin: "expiresInMinutes doit valoir au moins {min}",
  expiryMax: "expiresInMinutes doit valoir au plus {max} (une semaine)",
  returnUrlHttps: "returnUrl doit être une URL https absolue",
  returnUrlApp: "returnUrl doit être une URL absolue : https, ou un lien d’app sur l’un des schémas de retour d’app de l’intégration",

  payoutUnknown: "le versement {id} n’existe pas : utilisez un orderId de GET /api/v1/payouts",
  payoutNotAwaitingPaid: "le versement {id} est {state} : seul un versement encore en attente de paiement peut être marqué comme payé",
  payoutNotAwaitingCancel:
    "le versement {id} est {state} : seul un versement encore en attente de paiement peut être annulé (un transfert vu pour lui a peut-être déjà quitté le portefeuille)",
  payoutNoStranger:
    "le versement {id} n’a aucun transfert d’un portefeuille inconnu avec ce hash et ce logIndex en attente de réponse : utilisez-en un listé parmi les inconnus du versement",
  transferPaidOther: "le transfert {hash} (log {logIndex}) a déjà payé un autre versement : un transfert en paie un au plus",
  hashText: "hash doit être une chaîne : le hash de la transaction envoyée par le signataire",
  hashShape:
    "hash doit compter 64 chiffres hexadécimaux (préfixés par 0x sur Ethereum et BNB Smart Chain) : le hash de la transaction envoyée par le signataire",
  strangerHashText: "hash doit être une chaîne : le hash d’un transfert listé parmi les inconnus du versement",
  strangerHashShape:
    "hash doit compter 64 chiffres hexadécimaux (préfixés par 0x sur Ethereum et BNB Smart Chain) : le hash d’un transfert listé parmi les inconnus du versement",
  logIndexWhole: "logIndex doit être un nombre entier : le logIndex d’un transfert listé parmi les inconnus du versement",
  logIndexMin: "logIndex doit valoir 0 ou plus : le logIndex d’un transfert listé parmi les inconnus du versement",

  bodyNotJson: "Content-Type {contentType} n’est pas du JSON : envoyez le corps en JSON avec Content-Type: application/json",
  bodyBadJson: "Le corps n’est pas du JSON valide ({reason}) : envoyez un objet JSON",
  bodyNotObject: "Le corps doit être un objet JSON ; reçu : {value}",
  bodyTooLarge: "Le corps dépasse {bytes} octets : envoyez un objet JSON plus petit",
  idempotencyKeyShape:
    "Idempotency-Key {key} doit compter de 1 à 255 caractères ASCII visibles sans espace : envoyez une nouvelle valeur aléatoire (un UUID) à chaque requête",
  idempotencyKeyReused:
    "Idempotency-Key {key} a déjà servi pour une autre requête (autre corps ou autre endpoint) : renvoyez exactement la même requête pour obtenir à nouveau sa réponse, ou utilisez une nouvelle clé pour une nouvelle requête",
  requestsTooMany:
    "Trop de requêtes vers {what} : au plus {limit} par {seconds} s depuis un même client ({setting}). Réessayez après le nombre de secondes indiqué dans Retry-After.",
  fieldDate: "{field} doit être une date au format YYYY-MM-DD",
  fieldControlCharacters: "{field} ne doit pas contenir de caractères de contrôle ({character} trouvé) : envoyez le texte sans eux",
  fieldDisplayCharacters:
    "{field} ne doit pas contenir de caractères de contrôle ni de mise en forme bidirectionnelle ({character} trouvé) : ils changent ce que voit le payeur",
  fieldRequired: "{field} est obligatoire",
  fieldEmpty: "{field} ne doit pas être vide",
  fieldTooLong: "{field} dépasse {max} caractères",
  fieldText: "{field} doit être du texte",
  fieldString: "{field} doit être une chaîne",
  fieldOneOf: "{field} doit être l’une de ces valeurs : {values}",
  fieldType: "{field} doit être {expected}",
  fieldInvalid: "{field} n’est pas valide",
  received: "{message} (reçu : {received})",
} satisfies RefusalWords;
