// Romanian: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Acest e-mail și această parolă nu corespund niciunui cont. Verificați-le pe amândouă sau resetați parola din „Ați uitat parola?”.",
  signInNoMatchOperator:
    "Acest e-mail și această parolă nu corespund niciunui cont. Verificați-le pe amândouă sau cereți operatorului serviciului să reseteze parola.",
  signInTooMany: "Prea multe autentificări eșuate pentru acest e-mail sau de la această adresă: încercați din nou peste {minutes} min.",
  signInsToAccountTooMany: "Prea multe autentificări în acest cont: încercați din nou peste {minutes} min.",
  signUpsTooMany: "Prea multe înregistrări de la această adresă: încercați din nou peste {minutes} min.",
  wrongAnswersTooMany: "Prea multe răspunsuri greșite: încercați din nou peste {minutes} min.",
  resetRequestsTooMany:
    "Prea multe cereri de resetare pentru acest e-mail sau de la această adresă: încercați din nou peste {minutes} min.",
  passwordChecksTooMany:
    "Prea multe verificări simultane de parolă de la această adresă (cel mult {count} în așteptare): încercați din nou peste câteva secunde",
  passwordChecksBusy: "Serviciul este ocupat cu verificarea parolelor: încercați din nou peste câteva secunde",
  signInCodeNeeded: "Introduceți codul de 6 cifre din aplicația de autentificare sau unul dintre codurile de recuperare",
  signInCodeWrong: "Codul nu este corect (sau a fost deja folosit): introduceți codul pe care îl arată aplicația acum",
  codeNeeded: "Introduceți codul de 6 cifre din aplicația de autentificare sau un cod de recuperare",
  codeWrong: "Codul nu este corect (sau a fost deja folosit)",
  passwordNeeded: "Introduceți parola",
  passwordWrong: "Parola nu este corectă",
  currentPasswordWrong: "Parola actuală nu este corectă",
  signUpClosed: "Înregistrarea este închisă pe acest serviciu: cereți un cont operatorului",
  signUpRefused: "Nu se poate crea un cont cu acest e-mail: dacă este al dvs., autentificați-vă",
  passwordLinkUnusable: "Acest link nu funcționează (deja folosit, expirat sau incomplet): cereți unul nou",
  passwordLinkNotWhole: "Acest link este incomplet: deschideți linkul primit de la operator",
  resetNotMailed: "Acest serviciu nu trimite resetări de parolă prin e-mail: cereți operatorului un link pentru a seta o parolă nouă",
  emailInvalid: "Introduceți o adresă de e-mail, de exemplu you@example.com",
  newPasswordLength: "Parola trebuie să aibă între {min} și {max} caractere (câteva cuvinte fac o parolă bună)",
  passwordLength: "Parola trebuie să aibă între 1 și {max} caractere",
  codeShapeWithRecovery:
    "Codul trebuie să fie cele 6 cifre afișate de aplicația de autentificare sau un cod de recuperare, de exemplu abcd-efgh-ijkl-mnop",
  codeShape: "Codul trebuie să fie cele 6 cifre afișate de aplicația de autentificare",
  notSignedIn: "Nu sunteți autentificat (sau sesiunea a expirat): autentificați-vă din nou",
  accountGone: "Acest cont nu mai există",
  stepUpCode:
    "Această modificare necesită codul de autentificare introdus în ultimele {minutes} min.: confirmați-l, apoi repetați modificarea",
  stepUpPassword: "Această modificare necesită parola introdusă în ultimele {minutes} min.: confirmați-o, apoi repetați modificarea",
  crossOrigin:
    "Modificările din portal sunt acceptate doar de pe pagina proprie a portalului de la {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Autentificarea în doi pași este deja activată: dezactivați-o mai întâi pentru a începe din nou cu o aplicație nouă",
  twoFactorAlreadyOff: "Autentificarea în doi pași este deja dezactivată",
  twoFactorNotStarted: "Începeți mai întâi configurarea autentificării în doi pași: nicio cheie nouă nu își așteaptă codul",
  twoFactorCodeMismatch: "Codul nu corespunde cheii noi: verificați ora din aplicație și introduceți codul pe care îl arată acum",
  twoFactorRestarted: "Configurarea a fost reluată în altă parte: folosiți cea mai nouă cheie afișată",

  apiKeyName: "Numele trebuie să aibă între 1 și {max} caractere, de exemplu „Server magazin”",
  apiKeyUnknown: "Nicio cheie API {id} nu aparține acestui cont",
  clientGone: "Clientul acestui cont nu mai există",
  languageUnknown: "Limba trebuie să fie codul unei limbi vorbite de serviciu, de exemplu „en”, „de”, „pt” sau „zh-Hant”",

  integrationUnknown: "Integrarea {id} nu există: folosiți un id din GET /api/v1/integrations",
  shopNameInvisible:
    "Numele nu are niciun caracter vizibil (doar spații, caractere de legătură sau alte caractere invizibile): scrieți numele magazinului așa cum trebuie să-l citească plătitorii",
  urlNotHttp: "{field} trebuie să fie un URL http(s) absolut",
  supportUrlNotHttp: "supportUrl trebuie să fie un URL http(s) absolut, de exemplu https://shop.example/help",
  supportUrlCredentials: "supportUrl nu trebuie să conțină date de autentificare (user:password@): plătitorii îl văd",
  urlNotHttps: "{field} trebuie să folosească https; s-a primit {got}",
  urlUserinfo:
    "{field} nu trebuie să conțină un utilizator sau o parolă înainte de „@” (se citește {shownHost}, dar duce la {host}): introduceți adresa proprie a magazinului",
  urlHttpSandbox:
    "{field} trebuie să folosească https (http este acceptat doar pentru localhost, 127.0.0.1 și [::1] în modul sandbox); s-a primit {origin}",
  logoUrlNotHttps: "logoUrl trebuie să fie un URL https absolut (sau null pentru niciunul)",
  accentColor: "accentColor trebuie să fie o culoare în forma #rrggbb (sau null pentru cea implicită)",
  callbackUrlNotHttp: "callbackUrl trebuie să fie un URL http(s)",
  callbackUrlCredentials:
    "callbackUrl nu trebuie să conțină date de autentificare (user:password@): verificați callback-urile prin antetul lor webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl este refuzat: {host} se rezolvă la {address}; destinația callback {ip} este {range}: refuzat în afara modului sandbox (regula „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 o permite)",
  callbackDestinationNever:
    "callbackUrl este refuzat: {host} se rezolvă la {address}; destinația callback {ip} este {range}: callback-urile nu merg niciodată acolo (regula „{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl este refuzat: destinația callback {ip} este {range}: refuzat în afara modului sandbox (regula „{rule}”; WEBHOOK_ALLOW_PRIVATE=1 o permite)",
  callbackAddressNever:
    "callbackUrl este refuzat: destinația callback {ip} este {range}: callback-urile nu merg niciodată acolo (regula „{rule}”)",
  callbackUrlRefused: "callbackUrl este refuzat: {problem}",
  callbackUrlMissing:
    "Integrarea {id} nu are URL de callback: setați unul mai întâi cu PUT /_sandbox/integrations/{id}/webhook sau rulați crypto-checkout listen",
  testEventsTooMany:
    "Cel mult {limit} evenimente de test per integrare la fiecare {minutes} min. (TEST_EVENTS_PER_INTEGRATION): trimiteți următorul după numărul de secunde din Retry-After",
  originsList: "allowedOrigins trebuie să fie o listă de origini sau null pentru a permite orice",
  originsTooMany: "allowedOrigins conține mai mult de {max} origini",
  originText: "Fiecare origine trebuie să fie un șir",
  originExact:
    "Fiecare origine trebuie să fie o origine http(s) exactă, de exemplu „https://shop.example” (schemă și gazdă, fără cale sau wildcard); s-a primit {got}",
  appSchemesList: 'appReturnSchemes trebuie să fie o listă de scheme, de exemplu ["myshop"], sau [] pentru niciuna',
  appSchemesTooMany: "appReturnSchemes conține mai mult de {max} scheme",
  appSchemeText: "Fiecare schemă de revenire în aplicație trebuie să fie un șir, de exemplu „myshop”",
  appSchemeShape:
    "Fiecare schemă de revenire în aplicație trebuie să fie o schemă URL, de exemplu „myshop”: o literă mică, apoi până la 31 de litere, cifre, „+”, „-” sau „.”; s-a primit {got}",
  appSchemeWeb:
    "O schemă de revenire în aplicație nu poate fi {scheme}: un URL de revenire https este permis întotdeauna, enumerați doar schema proprie a unei aplicații",
  appSchemeDevice:
    "O schemă de revenire în aplicație nu poate fi {scheme}: rulează sau citește ceva pe dispozitivul plătitorului în loc să deschidă o aplicație",
  toleranceText: "paymentTolerancePercent trebuie să fie un număr zecimal ca text, de exemplu „0.5” (procente)",
  tolerancePlain: "paymentTolerancePercent trebuie să fie un număr zecimal simplu ca text, de exemplu „0.5”: cifre și cel mult un punct",
  toleranceFraction: "paymentTolerancePercent are mai mult de 2 zecimale",
  toleranceRange: "paymentTolerancePercent trebuie să fie între 0 și 100",
  supportEmail: "supportEmail trebuie să fie o adresă de e-mail, de exemplu help@shop.example",
  fieldTrueOrFalse: "{field} trebuie să fie true sau false",
  fieldStringOrNull: "{field} trebuie să fie un șir sau null",

  orderUnknown: "Comanda {id} nu există: folosiți un orderId din lista de comenzi",
  orderUnknownForIntegration: "Comanda {id} nu există pentru integrarea {integration}",
  orderMissing: "Comanda {id} nu există",
  deliveryUnknown: "Livrarea {id} nu există: folosiți un id din GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} nu este una dintre integrările dvs.: folosiți un id din GET /api/v1/integrations",
  assetUnknown: "{field} {id} nu este un activ acceptat: folosiți unul dintre {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} este dezactivat pentru operațiuni (GET /api/v1/assets arată disabled: true): alegeți un activ activat",
  amountBelowMinimum: "{field} {amount} este sub suma minimă primită de {minimum} {asset} pe {network}: trimiteți cel puțin {minimum}",
  customerRequired:
    "customer este obligatoriu la crearea comenzii începând cu versiunea 15.09.2025: trimiteți { type, firstName, lastName }",
  customerObject: "customer trebuie să fie un obiect: { type, firstName, lastName }",
  customerType: "customer.type trebuie să fie „individual” (singurul tip de client cunoscut de specificație)",
  amountRequired: "Suma este obligatorie: trimiteți-o ca număr zecimal în text, de exemplu „10.50”",
  amountNumber: "Suma trebuie să fie un șir cu un număr zecimal, de exemplu „10.50”, nu un număr JSON",
  amountString: "Suma trebuie să fie un șir cu un număr zecimal, de exemplu „10.50”",
  amountPlain:
    "Suma trebuie să fie un număr zecimal simplu ca text, de exemplu „10.50”: cifre, cel mult un punct, fără semn, exponent sau spații",
  amountIntegerDigits: "Suma are mai mult de {max} cifre înainte de punct",
  amountFractionDigits: "Suma are mai mult de {max} zecimale",
  amountPositive: "Suma trebuie să fie mai mare decât zero",
  amountDecimal: "Suma trebuie să fie un număr zecimal ca text",
  ownAddress:
    "destinationAddress {address} este una dintre adresele de comandă proprii ale acestui serviciu: trimiteți rambursarea sau retragerea în portofelul plătitorului sau în propriul portofel",
  addressInvalidTron:
    "destinationAddress {address} nu este o adresă {network} validă pentru {asset}: se așteaptă o adresă base58check care începe cu T (34 de caractere)",
  addressInvalidEvm:
    "destinationAddress {address} nu este o adresă {network} validă pentru {asset}: se așteaptă 0x urmat de 40 de cifre hexazecimale, cu suma de control EIP-55 corectă dacă are litere mari și mici",
  balanceShort:
    "Integrarea {integration} deține {balance} {asset}, dar suma {amount} plus comisionul de rețea {fee} necesită {needed}: o retragere folosește doar soldul integrationId-ului pe care îl numește, o rambursare pe cel al integrării comenzii rambursate.",
  refundOrderUnknown:
    "refundOrderId {id} nu este una dintre comenzile dvs.: folosiți orderId-ul unei comenzi de plată sau de depunere finalizate",
  refundOrderType: "Comanda {id} este de tipul {type}: doar comenzile de plată și de depunere pot fi rambursate",
  refundOrderStatus: "Comanda {id} este {status}: o rambursare se poate crea doar după ce comanda este finalizată",
  refundAssetMismatch: "assetId {assetId} nu corespunde comenzii {id}, care a primit {asset}: rambursați în {asset}",
  refundTooMuch:
    "Suma {amount} depășește ce se mai poate rambursa pentru comanda {id}: {refundable} {asset} (primit {primary}, rambursat {refunded})",
  markPaidRefused:
    "Comanda {id} nu poate fi marcată ca plătită: doar o comandă a cărei plată a sosit după fereastra de plată (încă în curs) poate fi",
  noPaymentWindow: "Comanda {id} nu are o fereastră de plată în desfășurare: doar o comandă creată printr-un link de plată are una",

  linkUnknown: "Linkul de plată {id} nu există: folosiți un linkId din POST /api/v1/payment-links sau GET /api/v1/payment-links",
  linkNameInvisible: "Numele nu are niciun caracter vizibil: scrieți numele articolului așa cum trebuie să-l citească plătitorii",
  priceCurrencyUnknown:
    "price.currency {currency} nu este nici o monedă cunoscută de cursurile de schimb ({currencies}), nici un assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} trebuie să fie un număr zecimal mai mare decât zero, cu cel mult {digits} zecimale pentru {currency}, de exemplu {example}",
  priceInAsset: 'Un preț în {asset} se plătește doar în {asset}: omiteți assetIds sau trimiteți ["{asset}"]',
  priceAmountRequired: "price.amount este obligatoriu, ca număr zecimal în text, de exemplu „10.00”",
  priceAmountText: "price.amount trebuie să fie un număr zecimal ca text, de exemplu „10.00”",
  priceCurrencyRequired: "price.currency este obligatoriu: „USD”, „EUR” sau un assetId",
  priceObject: 'price trebuie să fie un obiect: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "Fiecare element din assetIds trebuie să fie un șir assetId",
  assetIdsArray: "assetIds trebuie să fie un tablou de assetId-uri",
  assetIdsEmpty: "assetIds trebuie să numească cel puțin un activ (omiteți-l pentru toate activele activate)",
  assetIdsTooMany: "assetIds are mai mult de {max} elemente",
  expiryWhole: "expiresInMinutes trebuie să fie un număr întreg de minute între {min} și {max}",
  expiryMin: "expiresInMinutes trebuie să fie cel puțin {min}",
  expiryMax: "expiresInMinutes poate fi cel mult {max} (o săptămână)",
  returnUrlHttps: "returnUrl trebuie să fie un URL https absolut",
  returnUrlApp:
    "returnUrl trebuie să fie un URL absolut: https sau un link de aplicație cu una dintre schemele de revenire în aplicație ale integrării",

  payoutUnknown: "Plata ieșită {id} nu există: folosiți un orderId din GET /api/v1/payouts",
  payoutNotAwaitingPaid: "Plata ieșită {id} este {state}: doar o plată care încă așteaptă achitarea poate fi marcată ca achitată",
  payoutNotAwaitingCancel:
    "Plata ieșită {id} este {state}: doar o plată care încă așteaptă achitarea poate fi anulată (un transfer văzut pentru ea poate să fi părăsit deja portofelul)",
  payoutNoStranger:
    "Plata ieșită {id} nu are niciun transfer dintr-un portofel necunoscut cu acest hash și logIndex care să aștepte un răspuns: folosiți unul din strangers ale plății",
  transferPaidOther: "Transferul {hash} (log {logIndex}) a achitat deja o altă plată: un transfer achită cel mult una",
  hashText: "hash trebuie să fie un șir: hash-ul tranzacției trimise de semnatar",
  hashShape:
    "hash trebuie să aibă 64 de cifre hexazecimale (cu prefixul 0x pe Ethereum și BNB Smart Chain): hash-ul tranzacției trimise de semnatar",
  strangerHashText: "hash trebuie să fie un șir: hash-ul unui transfer din strangers ale plății",
  strangerHashShape:
    "hash trebuie să aibă 64 de cifre hexazecimale (cu prefixul 0x pe Ethereum și BNB Smart Chain): hash-ul unui transfer din strangers ale plății",
  logIndexWhole: "logIndex trebuie să fie un număr întreg: logIndex-ul unui transfer din strangers ale plății",
  logIndexMin: "logIndex trebuie să fie 0 sau mai mare: logIndex-ul unui transfer din strangers ale plății",

  bodyNotJson: "Content-Type {contentType} nu este JSON: trimiteți corpul ca JSON cu Content-Type: application/json",
  bodyBadJson: "Corpul nu este JSON valid ({reason}): trimiteți un singur obiect JSON",
  bodyNotObject: "Corpul trebuie să fie un obiect JSON, s-a primit {value}",
  bodyTooLarge: "Corpul depășește {bytes} octeți: trimiteți un obiect JSON mai mic",
  idempotencyKeyShape:
    "Idempotency-Key {key} trebuie să aibă între 1 și 255 de caractere ASCII vizibile, fără spații: trimiteți o valoare aleatorie nouă (un UUID) la fiecare cerere",
  idempotencyKeyReused:
    "Idempotency-Key {key} a fost deja folosit pentru o altă cerere (alt corp sau endpoint): repetați exact aceeași cerere pentru a primi din nou răspunsul ei sau folosiți o cheie nouă pentru o cerere nouă",
  requestsTooMany:
    "Prea multe cereri către {what}: cel mult {limit} la {seconds} s de la un client ({setting}). Încercați din nou după numărul de secunde din Retry-After.",
  fieldDate: "{field} trebuie să fie o dată în forma AAAA-LL-ZZ",
  fieldControlCharacters: "{field} nu trebuie să conțină caractere de control (găsit {character}): trimiteți textul fără ele",
  fieldDisplayCharacters:
    "{field} nu trebuie să conțină caractere de control sau de formatare bidirecțională (găsit {character}): schimbă ce vede plătitorul",
  fieldRequired: "{field} este obligatoriu",
  fieldEmpty: "{field} nu trebuie să fie gol",
  fieldTooLong: "{field} depășește {max} caractere",
  fieldText: "{field} trebuie să fie text",
  fieldString: "{field} trebuie să fie un șir",
  fieldOneOf: "{field} trebuie să fie unul dintre {values}",
  fieldType: "{field} trebuie să fie {expected}",
  fieldInvalid: "{field} nu este valid",
  received: "{message} (s-a primit {received})",
} satisfies RefusalWords;
