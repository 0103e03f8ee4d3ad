// Spanish: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Ese correo y esa contraseña no coinciden con ninguna cuenta. Revisa ambos o restablece la contraseña con «¿Olvidaste la contraseña?».",
  signInNoMatchOperator:
    "Ese correo y esa contraseña no coinciden con ninguna cuenta. Revisa ambos o pide al operador del servicio que restablezca la contraseña.",
  signInTooMany: "Demasiados inicios de sesión fallidos con este correo o desde esta dirección: vuelve a intentarlo en {minutes} min",
  signInsToAccountTooMany: "Demasiados inicios de sesión en esta cuenta: vuelve a intentarlo en {minutes} min",
  signUpsTooMany: "Demasiados registros desde esta dirección: vuelve a intentarlo en {minutes} min",
  wrongAnswersTooMany: "Demasiadas respuestas incorrectas: vuelve a intentarlo en {minutes} min",
  resetRequestsTooMany:
    "Demasiadas solicitudes de restablecimiento para este correo o desde esta dirección: vuelve a intentarlo en {minutes} min",
  passwordChecksTooMany:
    "Demasiadas comprobaciones de contraseña a la vez desde esta dirección (como máximo {count} en espera): vuelve a intentarlo en unos segundos",
  passwordChecksBusy: "El servicio está ocupado comprobando contraseñas: vuelve a intentarlo en unos segundos",
  signInCodeNeeded: "Introduce el código de 6 dígitos de tu app de autenticación o uno de tus códigos de recuperación",
  signInCodeWrong: "Ese código no es correcto (o ya se usó): introduce el código que muestra tu app ahora",
  codeNeeded: "Introduce el código de 6 dígitos de tu app de autenticación o un código de recuperación",
  codeWrong: "Ese código no es correcto (o ya se usó)",
  passwordNeeded: "Introduce tu contraseña",
  passwordWrong: "Esa contraseña no es correcta",
  currentPasswordWrong: "La contraseña actual no es correcta",
  signUpClosed: "El registro está cerrado en este servicio: pide una cuenta a su operador",
  signUpRefused: "No se puede crear una cuenta con este correo: si es tuyo, inicia sesión",
  passwordLinkUnusable: "Este enlace no funciona (ya se usó, caducó o está incompleto): pide uno nuevo",
  passwordLinkNotWhole: "este enlace está incompleto: abre el enlace que te dio el operador",
  resetNotMailed: "Este servicio no envía correos para restablecer la contraseña: pide a su operador un enlace para crear una nueva",
  emailInvalid: "el correo debe ser una dirección como you@example.com",
  newPasswordLength: "la contraseña debe tener de {min} a {max} caracteres (unas cuantas palabras hacen una buena)",
  passwordLength: "la contraseña debe tener de 1 a {max} caracteres",
  codeShapeWithRecovery:
    "el código deben ser los 6 dígitos que muestra tu app de autenticación o un código de recuperación como abcd-efgh-ijkl-mnop",
  codeShape: "el código deben ser los 6 dígitos que muestra tu app de autenticación",
  notSignedIn: "No has iniciado sesión (o tu sesión terminó): vuelve a iniciar sesión",
  accountGone: "Esta cuenta ya no existe",
  stepUpCode: "Este cambio requiere tu código de autenticación introducido en los últimos {minutes} minutos: confírmalo y repite el cambio",
  stepUpPassword: "Este cambio requiere tu contraseña introducida en los últimos {minutes} minutos: confírmala y repite el cambio",
  crossOrigin:
    "Los cambios del portal solo se aceptan desde la propia página del portal en {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "El inicio de sesión en dos pasos ya está activado: desactívalo primero para empezar de nuevo con otra app",
  twoFactorAlreadyOff: "El inicio de sesión en dos pasos ya está desactivado",
  twoFactorNotStarted: "Empieza primero la configuración en dos pasos: no hay ninguna clave nueva esperando su código",
  twoFactorCodeMismatch: "Ese código no coincide con la clave nueva: revisa la hora de la app e introduce el código que muestra ahora",
  twoFactorRestarted: "La configuración se volvió a iniciar en otro lugar: usa la clave más reciente que se mostró",

  apiKeyName: "el nombre debe tener de 1 a {max} caracteres, como «Servidor de la tienda»",
  apiKeyUnknown: "Ninguna clave API {id} pertenece a esta cuenta",
  clientGone: "El cliente de esta cuenta ya no existe",
  languageUnknown: "el idioma debe ser el código de un idioma que el servicio habla, como «en», «de», «pt» o «zh-Hant»",

  integrationUnknown: "la integración {id} no existe: usa un ID de GET /api/v1/integrations",
  shopNameInvisible:
    "el nombre no tiene ningún carácter visible (solo espacios, unidores u otros caracteres invisibles): escribe el nombre de la tienda tal como deben leerlo los pagadores",
  urlNotHttp: "{field} debe ser una URL http(s) absoluta",
  supportUrlNotHttp: "supportUrl debe ser una URL http(s) absoluta, como https://shop.example/help",
  supportUrlCredentials: "supportUrl no debe llevar credenciales (user:password@): los pagadores la ven",
  urlNotHttps: "{field} debe usar https; se recibió {got}",
  urlUserinfo:
    "{field} no debe contener un usuario ni una contraseña antes de «@» (parece {shownHost}, pero lleva a {host}): indica la dirección propia de la tienda",
  urlHttpSandbox: "{field} debe usar https (http solo se acepta para localhost, 127.0.0.1 y [::1] en modo sandbox); se recibió {origin}",
  logoUrlNotHttps: "logoUrl debe ser una URL https absoluta (o null para ninguno)",
  accentColor: "accentColor debe ser un color en formato #rrggbb (o null para el predeterminado)",
  callbackUrlNotHttp: "callbackUrl debe ser una URL http(s)",
  callbackUrlCredentials:
    "callbackUrl no debe llevar credenciales (user:password@): verifica los callbacks por su cabecera webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl rechazada: {host} se resuelve como {address}; el destino de callback {ip} es {range}: se rechaza fuera del modo sandbox (regla «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 lo permite)",
  callbackDestinationNever:
    "callbackUrl rechazada: {host} se resuelve como {address}; el destino de callback {ip} es {range}: nunca se envían callbacks ahí (regla «{rule}»)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl rechazada: el destino de callback {ip} es {range}: se rechaza fuera del modo sandbox (regla «{rule}»; WEBHOOK_ALLOW_PRIVATE=1 lo permite)",
  callbackAddressNever: "callbackUrl rechazada: el destino de callback {ip} es {range}: nunca se envían callbacks ahí (regla «{rule}»)",
  callbackUrlRefused: "callbackUrl rechazada: {problem}",
  callbackUrlMissing:
    "la integración {id} no tiene URL de callback: configura una con PUT /_sandbox/integrations/{id}/webhook o ejecuta crypto-checkout listen",
  testEventsTooMany:
    "Como máximo {limit} eventos de prueba por integración cada {minutes} minutos (TEST_EVENTS_PER_INTEGRATION): envía el siguiente tras los segundos de Retry-After",
  originsList: "allowedOrigins debe ser una lista de orígenes, o null para permitir cualquiera",
  originsTooMany: "allowedOrigins tiene más de {max} orígenes",
  originText: "cada origen debe ser una cadena",
  originExact:
    "cada origen debe ser un origen http(s) exacto, como «https://shop.example» (esquema y host, sin ruta ni comodín); se recibió {got}",
  appSchemesList: 'appReturnSchemes debe ser una lista de esquemas, como ["myshop"], o [] para ninguno',
  appSchemesTooMany: "appReturnSchemes tiene más de {max} esquemas",
  appSchemeText: "cada esquema de retorno de app debe ser una cadena, como «myshop»",
  appSchemeShape:
    "cada esquema de retorno de app debe ser un esquema de URL como «myshop»: una letra minúscula y luego hasta 31 letras, dígitos, «+», «-» o «.»; se recibió {got}",
  appSchemeWeb:
    "ningún esquema de retorno de app puede ser {scheme}: una URL de retorno https siempre se permite; indica solo el esquema propio de una app",
  appSchemeDevice:
    "ningún esquema de retorno de app puede ser {scheme}: ejecuta o lee algo en el dispositivo del pagador en lugar de abrir una app",
  toleranceText: "paymentTolerancePercent debe ser texto decimal, como «0.5» (porcentaje)",
  tolerancePlain: "paymentTolerancePercent debe ser texto decimal simple, como «0.5»: dígitos y un punto opcional",
  toleranceFraction: "paymentTolerancePercent tiene más de 2 decimales",
  toleranceRange: "paymentTolerancePercent debe estar entre 0 y 100",
  supportEmail: "supportEmail debe ser una dirección de correo como help@shop.example",
  fieldTrueOrFalse: "{field} debe ser true o false",
  fieldStringOrNull: "{field} debe ser una cadena o null",

  orderUnknown: "el pedido {id} no existe: usa un orderId de la lista de pedidos",
  orderUnknownForIntegration: "el pedido {id} no existe para la integración {integration}",
  orderMissing: "el pedido {id} no existe",
  deliveryUnknown: "la entrega {id} no existe: usa un ID de GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} no es una de tus integraciones: usa un ID de GET /api/v1/integrations",
  assetUnknown: "{field} {id} no es un activo admitido: usa uno de {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} está desactivado para operaciones (GET /api/v1/assets muestra disabled: true): elige un activo activado",
  amountBelowMinimum:
    "{field} {amount} es inferior al importe mínimo de entrada de {minimum} {asset} en {network}: envía al menos {minimum}",
  customerRequired: "customer es obligatorio al crear un pedido desde la versión del 15.09.2025: envía { type, firstName, lastName }",
  customerObject: "customer debe ser un objeto: { type, firstName, lastName }",
  customerType: "customer.type debe ser «individual» (el único tipo de cliente que conoce la especificación)",
  amountRequired: "el importe es obligatorio: envíalo como texto decimal, por ejemplo «10.50»",
  amountNumber: "el importe debe ser una cadena de texto decimal, como «10.50», no un número JSON",
  amountString: "el importe debe ser una cadena de texto decimal, como «10.50»",
  amountPlain: "el importe debe ser texto decimal simple, como «10.50»: dígitos, un punto opcional, sin signo, exponente ni espacios",
  amountIntegerDigits: "el importe tiene más de {max} dígitos antes del punto",
  amountFractionDigits: "el importe tiene más de {max} decimales",
  amountPositive: "el importe debe ser mayor que cero",
  amountDecimal: "el importe debe ser texto decimal",
  ownAddress:
    "destinationAddress {address} es una de las direcciones de pedido de este servicio: envía el reembolso o el retiro a la billetera del pagador o a la tuya",
  addressInvalidTron:
    "destinationAddress {address} no es una dirección válida de {network} para {asset}: se espera una dirección base58check que empiece por T (34 caracteres)",
  addressInvalidEvm:
    "destinationAddress {address} no es una dirección válida de {network} para {asset}: se espera 0x seguido de 40 dígitos hexadecimales, con una suma de verificación EIP-55 correcta si mezcla mayúsculas y minúsculas",
  balanceShort:
    "la integración {integration} tiene {balance} {asset}, pero el importe {amount} más la comisión de red {fee} requiere {needed}: un retiro solo usa el saldo del integrationId que indica, y un reembolso el de la integración del pedido reembolsado.",
  refundOrderUnknown: "refundOrderId {id} no es uno de tus pedidos: usa el orderId de un pedido de pago o de depósito completado",
  refundOrderType: "el pedido {id} es de tipo {type}: solo se pueden reembolsar pedidos de pago y de depósito",
  refundOrderStatus: "el pedido {id} está {status}: solo se puede crear un reembolso cuando el pedido está completado",
  refundAssetMismatch: "assetId {assetId} no coincide con el pedido {id}, que recibió {asset}: reembolsa en {asset}",
  refundTooMuch:
    "el importe {amount} supera lo que aún se puede reembolsar del pedido {id}: {refundable} {asset} (recibido {primary}, reembolsado {refunded})",
  markPaidRefused:
    "el pedido {id} no se puede marcar como pagado: solo se puede con un pedido cuyo pago llegó después de su plazo (aún en curso)",
  noPaymentWindow: "el pedido {id} no tiene un plazo de pago en curso: solo lo tiene un pedido creado con un enlace de pago",

  linkUnknown: "el enlace de pago {id} no existe: usa un linkId de POST /api/v1/payment-links o GET /api/v1/payment-links",
  linkNameInvisible: "el nombre no tiene ningún carácter visible: escribe el nombre del artículo tal como deben leerlo los pagadores",
  priceCurrencyUnknown:
    "price.currency {currency} no es ni una moneda que conozcan los tipos de cambio ({currencies}) ni un assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} debe ser texto decimal mayor que cero con como máximo {digits} decimales para {currency}, como {example}",
  priceInAsset: 'un precio en {asset} se paga solo en {asset}: omite assetIds o envía ["{asset}"]',
  priceAmountRequired: "price.amount es obligatorio, como texto decimal tipo «10.00»",
  priceAmountText: "price.amount debe ser texto decimal, como «10.00»",
  priceCurrencyRequired: "price.currency es obligatorio: «USD», «EUR» o un assetId",
  priceObject: 'price debe ser un objeto: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "cada elemento de assetIds debe ser una cadena assetId",
  assetIdsArray: "assetIds debe ser un array de assetIds",
  assetIdsEmpty: "assetIds debe indicar al menos un activo (omítelo para todos los activos activados)",
  assetIdsTooMany: "assetIds tiene más de {max} elementos",
  expiryWhole: "expiresInMinutes debe ser un número entero de minutos entre {min} y {max}",
  expiryMin: "expiresInMinutes debe ser al menos {min}",
  expiryMax: "expiresInMinutes debe ser como máximo {max} (una semana)",
  returnUrlHttps: "returnUrl debe ser una URL https absoluta",
  returnUrlApp: "returnUrl debe ser una URL absoluta: https o un enlace de app con uno de los esquemas de retorno de app de la integración",

  payoutUnknown: "el pago saliente {id} no existe: usa un orderId de GET /api/v1/payouts",
  payoutNotAwaitingPaid: "el pago saliente {id} está {state}: solo se puede marcar como pagado un pago saliente que aún espera el pago",
  payoutNotAwaitingCancel:
    "el pago saliente {id} está {state}: solo se puede cancelar un pago saliente que aún espera el pago (una transferencia vista para él puede haber salido ya de la billetera)",
  payoutNoStranger:
    "el pago saliente {id} no tiene ninguna transferencia de una billetera desconocida con este hash y logIndex esperando respuesta: usa una de las listadas entre sus desconocidas",
  transferPaidOther: "la transferencia {hash} (log {logIndex}) ya pagó otro pago saliente: una transferencia paga como máximo uno",
  hashText: "hash debe ser una cadena: el hash de la transacción que envió el firmante",
  hashShape:
    "hash debe tener 64 dígitos hexadecimales (con prefijo 0x en Ethereum y BNB Smart Chain): el hash de la transacción que envió el firmante",
  strangerHashText: "hash debe ser una cadena: el hash de una transferencia listada entre las desconocidas del pago saliente",
  strangerHashShape:
    "hash debe tener 64 dígitos hexadecimales (con prefijo 0x en Ethereum y BNB Smart Chain): el hash de una transferencia listada entre las desconocidas del pago saliente",
  logIndexWhole: "logIndex debe ser un número entero: el logIndex de una transferencia listada entre las desconocidas del pago saliente",
  logIndexMin: "logIndex debe ser 0 o más: el logIndex de una transferencia listada entre las desconocidas del pago saliente",

  bodyNotJson: "Content-Type {contentType} no es JSON: envía el cuerpo como JSON con Content-Type: application/json",
  bodyBadJson: "El cuerpo no es JSON válido ({reason}): envía un objeto JSON",
  bodyNotObject: "El cuerpo debe ser un objeto JSON; se recibió {value}",
  bodyTooLarge: "El cuerpo supera los {bytes} bytes: envía un objeto JSON más pequeño",
  idempotencyKeyShape:
    "Idempotency-Key {key} debe tener de 1 a 255 caracteres ASCII visibles, sin espacios: envía un valor aleatorio nuevo (un UUID) en cada solicitud",
  idempotencyKeyReused:
    "Idempotency-Key {key} ya se usó para otra solicitud (otro cuerpo u otro endpoint): repite exactamente la misma solicitud para obtener de nuevo su respuesta o usa una clave nueva para una solicitud nueva",
  requestsTooMany:
    "Demasiadas solicitudes a {what}: como máximo {limit} cada {seconds} s desde un mismo cliente ({setting}). Vuelve a intentarlo tras los segundos indicados en Retry-After.",
  fieldDate: "{field} debe ser una fecha con formato YYYY-MM-DD",
  fieldControlCharacters: "{field} no debe contener caracteres de control (se encontró {character}): envía el texto sin ellos",
  fieldDisplayCharacters:
    "{field} no debe contener caracteres de control ni de formato bidireccional (se encontró {character}): cambian lo que ve el pagador",
  fieldRequired: "{field} es obligatorio",
  fieldEmpty: "{field} no puede estar vacío",
  fieldTooLong: "{field} supera los {max} caracteres",
  fieldText: "{field} debe ser texto",
  fieldString: "{field} debe ser una cadena",
  fieldOneOf: "{field} debe ser uno de estos valores: {values}",
  fieldType: "{field} debe ser {expected}",
  fieldInvalid: "{field} no es válido",
  received: "{message} (se recibió {received})",
} satisfies RefusalWords;
