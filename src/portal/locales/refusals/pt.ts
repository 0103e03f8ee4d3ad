// Portuguese: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Esse e-mail e essa senha não correspondem a nenhuma conta. Confira os dois ou redefina a senha em “Esqueceu a senha?”.",
  signInNoMatchOperator:
    "Esse e-mail e essa senha não correspondem a nenhuma conta. Confira os dois ou peça ao operador do serviço para redefinir a senha.",
  signInTooMany: "Muitas tentativas de login com falha para este e-mail ou deste endereço: tente de novo em {minutes} min",
  signInsToAccountTooMany: "Muitos logins nesta conta: tente de novo em {minutes} min",
  signUpsTooMany: "Muitos cadastros deste endereço: tente de novo em {minutes} min",
  wrongAnswersTooMany: "Muitas respostas erradas: tente de novo em {minutes} min",
  resetRequestsTooMany: "Muitos pedidos de redefinição para este e-mail ou deste endereço: tente de novo em {minutes} min",
  passwordChecksTooMany:
    "Muitas verificações de senha ao mesmo tempo deste endereço (no máximo {count} na fila): tente de novo em alguns segundos",
  passwordChecksBusy: "O serviço está ocupado verificando senhas: tente de novo em alguns segundos",
  signInCodeNeeded: "Digite o código de 6 dígitos do seu app autenticador ou um dos seus códigos de recuperação",
  signInCodeWrong: "Esse código não está certo (ou já foi usado): digite o código que o app mostra agora",
  codeNeeded: "Digite o código de 6 dígitos do seu app autenticador ou um código de recuperação",
  codeWrong: "Esse código não está certo (ou já foi usado)",
  passwordNeeded: "Digite sua senha",
  passwordWrong: "Essa senha não está certa",
  currentPasswordWrong: "A senha atual não está certa",
  signUpClosed: "O cadastro está fechado neste serviço: peça uma conta ao operador",
  signUpRefused: "Não é possível criar uma conta com este e-mail: se ele for seu, entre na conta",
  passwordLinkUnusable: "Este link não funciona (já usado, expirado ou incompleto): peça um novo",
  passwordLinkNotWhole: "este link está incompleto: abra o link que o operador enviou a você",
  resetNotMailed: "Este serviço não envia e-mails de redefinição de senha: peça ao operador um link para criar uma nova senha",
  emailInvalid: "o e-mail deve ser um endereço como you@example.com",
  newPasswordLength: "a senha deve ter de {min} a {max} caracteres (algumas palavras formam uma boa senha)",
  passwordLength: "a senha deve ter de 1 a {max} caracteres",
  codeShapeWithRecovery:
    "o código deve ser os 6 dígitos que o seu app autenticador mostra ou um código de recuperação como abcd-efgh-ijkl-mnop",
  codeShape: "o código deve ser os 6 dígitos que o seu app autenticador mostra",
  notSignedIn: "Você não está conectado (ou sua sessão terminou): entre de novo",
  accountGone: "Esta conta não existe mais",
  stepUpCode: "Esta alteração exige o código do autenticador digitado nos últimos {minutes} minutos: confirme-o e repita a alteração",
  stepUpPassword: "Esta alteração exige sua senha digitada nos últimos {minutes} minutos: confirme-a e repita a alteração",
  crossOrigin:
    "Alterações no portal só são aceitas a partir da própria página do portal em {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "O login em dois fatores já está ativado: desative-o primeiro para recomeçar com um novo app",
  twoFactorAlreadyOff: "O login em dois fatores já está desativado",
  twoFactorNotStarted: "Comece primeiro a configuração de dois fatores: nenhuma chave nova está aguardando o código",
  twoFactorCodeMismatch: "Esse código não corresponde à nova chave: confira o relógio do app e digite o código que ele mostra agora",
  twoFactorRestarted: "A configuração foi reiniciada em outro lugar: use a chave mais recente exibida",

  apiKeyName: "o nome deve ter de 1 a {max} caracteres, como “Servidor da loja”",
  apiKeyUnknown: "Nenhuma chave de API {id} pertence a esta conta",
  clientGone: "O cliente desta conta não existe mais",
  languageUnknown: "o idioma deve ser o código de um idioma que o serviço fala, como “en”, “de”, “pt” ou “zh-Hant”",

  integrationUnknown: "a integração {id} não existe: use um ID de GET /api/v1/integrations",
  shopNameInvisible:
    "o nome não tem nenhum caractere visível (só espaços, conectores ou outros caracteres invisíveis): informe o nome da loja como os pagadores devem lê-lo",
  urlNotHttp: "{field} deve ser uma URL http(s) absoluta",
  supportUrlNotHttp: "supportUrl deve ser uma URL http(s) absoluta, como https://shop.example/help",
  supportUrlCredentials: "supportUrl não pode conter credenciais (user:password@): os pagadores a veem",
  urlNotHttps: "{field} deve usar https; recebido {got}",
  urlUserinfo:
    "{field} não pode conter usuário ou senha antes de “@” (parece {shownHost}, mas leva a {host}): informe o endereço da própria loja",
  urlHttpSandbox: "{field} deve usar https (http só é aceito para localhost, 127.0.0.1 e [::1] no modo sandbox); recebido {origin}",
  logoUrlNotHttps: "logoUrl deve ser uma URL https absoluta (ou null para nenhum)",
  accentColor: "accentColor deve ser uma cor no formato #rrggbb (ou null para a cor padrão)",
  callbackUrlNotHttp: "callbackUrl deve ser uma URL http(s)",
  callbackUrlCredentials:
    "callbackUrl não pode conter credenciais (user:password@): verifique os callbacks pelo cabeçalho webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl recusada: {host} resolve para {address}; o destino de callback {ip} é {range}: recusado fora do modo sandbox (regra “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 permite)",
  callbackDestinationNever:
    "callbackUrl recusada: {host} resolve para {address}; o destino de callback {ip} é {range}: callbacks nunca vão para lá (regra “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl recusada: o destino de callback {ip} é {range}: recusado fora do modo sandbox (regra “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 permite)",
  callbackAddressNever: "callbackUrl recusada: o destino de callback {ip} é {range}: callbacks nunca vão para lá (regra “{rule}”)",
  callbackUrlRefused: "callbackUrl recusada: {problem}",
  callbackUrlMissing:
    "a integração {id} não tem URL de callback: defina uma com PUT /_sandbox/integrations/{id}/webhook ou execute crypto-checkout listen",
  testEventsTooMany:
    "No máximo {limit} eventos de teste por integração a cada {minutes} minutos (TEST_EVENTS_PER_INTEGRATION): envie o próximo depois dos segundos em Retry-After",
  originsList: "allowedOrigins deve ser uma lista de origens, ou null para permitir qualquer uma",
  originsTooMany: "allowedOrigins tem mais de {max} origens",
  originText: "cada origem deve ser uma string",
  originExact:
    "cada origem deve ser uma origem http(s) exata, como “https://shop.example” (esquema e host, sem caminho nem curinga); recebido {got}",
  appSchemesList: 'appReturnSchemes deve ser uma lista de esquemas, como ["myshop"], ou [] para nenhum',
  appSchemesTooMany: "appReturnSchemes tem mais de {max} esquemas",
  appSchemeText: "cada esquema de retorno de app deve ser uma string, como “myshop”",
  appSchemeShape:
    "cada esquema de retorno de app deve ser um esquema de URL como “myshop”: uma letra minúscula e depois até 31 letras, dígitos, “+”, “-” ou “.”; recebido {got}",
  appSchemeWeb:
    "nenhum esquema de retorno de app pode ser {scheme}: uma URL de retorno https é sempre permitida; liste só o esquema próprio de um app",
  appSchemeDevice:
    "nenhum esquema de retorno de app pode ser {scheme}: ele executa ou lê algo no dispositivo do pagador em vez de abrir um app",
  toleranceText: "paymentTolerancePercent deve ser texto decimal, como “0.5” (porcentagem)",
  tolerancePlain: "paymentTolerancePercent deve ser texto decimal simples, como “0.5”: dígitos e um ponto opcional",
  toleranceFraction: "paymentTolerancePercent tem mais de 2 casas decimais",
  toleranceRange: "paymentTolerancePercent deve estar entre 0 e 100",
  supportEmail: "supportEmail deve ser um endereço de e-mail como help@shop.example",
  fieldTrueOrFalse: "{field} deve ser true ou false",
  fieldStringOrNull: "{field} deve ser uma string ou null",

  orderUnknown: "o pedido {id} não existe: use um orderId da lista de pedidos",
  orderUnknownForIntegration: "o pedido {id} não existe para a integração {integration}",
  orderMissing: "o pedido {id} não existe",
  deliveryUnknown: "a entrega {id} não existe: use um ID de GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} não é uma das suas integrações: use um ID de GET /api/v1/integrations",
  assetUnknown: "{field} {id} não é um ativo aceito: use um de {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} está desativado para operações (GET /api/v1/assets mostra disabled: true): escolha um ativo ativado",
  amountBelowMinimum:
    "{field} {amount} está abaixo do valor mínimo de entrada de {minimum} {asset} na {network}: envie pelo menos {minimum}",
  customerRequired: "customer é obrigatório na criação de pedidos desde a versão de 15.09.2025: envie { type, firstName, lastName }",
  customerObject: "customer deve ser um objeto: { type, firstName, lastName }",
  customerType: "customer.type deve ser “individual” (o único tipo de cliente que a especificação conhece)",
  amountRequired: "o valor é obrigatório: envie-o como texto decimal, por exemplo “10.50”",
  amountNumber: "o valor deve ser uma string de texto decimal como “10.50”, não um número JSON",
  amountString: "o valor deve ser uma string de texto decimal como “10.50”",
  amountPlain: "o valor deve ser texto decimal simples como “10.50”: dígitos, um ponto opcional, sem sinal, expoente ou espaços",
  amountIntegerDigits: "o valor tem mais de {max} dígitos antes do ponto",
  amountFractionDigits: "o valor tem mais de {max} casas decimais",
  amountPositive: "o valor deve ser maior que zero",
  amountDecimal: "o valor deve ser texto decimal",
  ownAddress:
    "destinationAddress {address} é um dos endereços de pedido deste próprio serviço: envie o reembolso ou o saque para a carteira do pagador ou para a sua",
  addressInvalidTron:
    "destinationAddress {address} não é um endereço {network} válido para {asset}: esperado um endereço base58check começando com T (34 caracteres)",
  addressInvalidEvm:
    "destinationAddress {address} não é um endereço {network} válido para {asset}: esperado 0x seguido de 40 dígitos hexadecimais, com checksum EIP-55 correto se misturar maiúsculas e minúsculas",
  balanceShort:
    "a integração {integration} tem {balance} {asset}, mas o valor {amount} mais a taxa de rede {fee} exige {needed}: um saque usa só o saldo do integrationId que ele indica, e um reembolso, o da integração do pedido reembolsado.",
  refundOrderUnknown: "refundOrderId {id} não é um dos seus pedidos: use o orderId de um pedido de pagamento ou de depósito concluído",
  refundOrderType: "o pedido {id} é um pedido do tipo {type}: só pedidos de pagamento e de depósito podem ser reembolsados",
  refundOrderStatus: "o pedido {id} está {status}: um reembolso só pode ser criado depois que o pedido for concluído",
  refundAssetMismatch: "assetId {assetId} não corresponde ao pedido {id}, que recebeu {asset}: reembolse em {asset}",
  refundTooMuch:
    "o valor {amount} é maior do que ainda pode ser reembolsado do pedido {id}: {refundable} {asset} (recebido {primary}, reembolsado {refunded})",
  markPaidRefused:
    "o pedido {id} não pode ser marcado como pago: só um pedido cujo pagamento chegou depois do prazo (ainda em andamento) pode",
  noPaymentWindow: "o pedido {id} não tem prazo de pagamento em andamento: só um pedido criado por link de pagamento tem",

  linkUnknown: "o link de pagamento {id} não existe: use um linkId de POST /api/v1/payment-links ou GET /api/v1/payment-links",
  linkNameInvisible: "o nome não tem nenhum caractere visível: informe o nome do item como os pagadores devem lê-lo",
  priceCurrencyUnknown: "price.currency {currency} não é uma moeda das taxas de câmbio ({currencies}) nem um assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} deve ser texto decimal maior que zero com no máximo {digits} casas decimais para {currency}, como {example}",
  priceInAsset: 'um preço em {asset} é pago só em {asset}: omita assetIds ou envie ["{asset}"]',
  priceAmountRequired: "price.amount é obrigatório, como texto decimal tipo “10.00”",
  priceAmountText: "price.amount deve ser texto decimal como “10.00”",
  priceCurrencyRequired: "price.currency é obrigatório: “USD”, “EUR” ou um assetId",
  priceObject: 'price deve ser um objeto: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "cada item de assetIds deve ser uma string de assetId",
  assetIdsArray: "assetIds deve ser um array de assetIds",
  assetIdsEmpty: "assetIds deve indicar pelo menos um ativo (omita-o para todos os ativos ativados)",
  assetIdsTooMany: "assetIds tem mais de {max} itens",
  expiryWhole: "expiresInMinutes deve ser um número inteiro de minutos de {min} a {max}",
  expiryMin: "expiresInMinutes deve ser no mínimo {min}",
  expiryMax: "expiresInMinutes deve ser no máximo {max} (uma semana)",
  returnUrlHttps: "returnUrl deve ser uma URL https absoluta",
  returnUrlApp: "returnUrl deve ser uma URL absoluta: https ou um link de app com um dos esquemas de retorno de app da integração",

  payoutUnknown: "o pagamento de saída {id} não existe: use um orderId de GET /api/v1/payouts",
  payoutNotAwaitingPaid:
    "o pagamento de saída {id} está {state}: só um pagamento de saída ainda aguardando pagamento pode ser marcado como pago",
  payoutNotAwaitingCancel:
    "o pagamento de saída {id} está {state}: só um pagamento de saída ainda aguardando pagamento pode ser cancelado (uma transferência vista para ele pode já ter saído da carteira)",
  payoutNoStranger:
    "o pagamento de saída {id} não tem transferência de carteira desconhecida com este hash e logIndex aguardando resposta: use uma listada entre as desconhecidas do pagamento",
  transferPaidOther: "a transferência {hash} (log {logIndex}) já pagou outro pagamento de saída: uma transferência paga no máximo um",
  hashText: "hash deve ser uma string: o hash da transação que o signatário enviou",
  hashShape:
    "hash deve ter 64 dígitos hexadecimais (com prefixo 0x na Ethereum e na BNB Smart Chain): o hash da transação que o signatário enviou",
  strangerHashText: "hash deve ser uma string: o hash de uma transferência listada entre as desconhecidas do pagamento de saída",
  strangerHashShape:
    "hash deve ter 64 dígitos hexadecimais (com prefixo 0x na Ethereum e na BNB Smart Chain): o hash de uma transferência listada entre as desconhecidas do pagamento de saída",
  logIndexWhole:
    "logIndex deve ser um número inteiro: o logIndex de uma transferência listada entre as desconhecidas do pagamento de saída",
  logIndexMin: "logIndex deve ser 0 ou mais: o logIndex de uma transferência listada entre as desconhecidas do pagamento de saída",

  bodyNotJson: "Content-Type {contentType} não é JSON: envie o corpo como JSON com Content-Type: application/json",
  bodyBadJson: "O corpo não é um JSON válido ({reason}): envie um objeto JSON",
  bodyNotObject: "O corpo deve ser um objeto JSON; recebido {value}",
  bodyTooLarge: "O corpo tem mais de {bytes} bytes: envie um objeto JSON menor",
  idempotencyKeyShape:
    "Idempotency-Key {key} deve ter de 1 a 255 caracteres ASCII visíveis, sem espaços: envie um valor aleatório novo (um UUID) a cada requisição",
  idempotencyKeyReused:
    "Idempotency-Key {key} já foi usada em outra requisição (outro corpo ou endpoint): repita exatamente a mesma requisição para receber a resposta de novo, ou use uma chave nova para uma requisição nova",
  requestsTooMany:
    "Muitas requisições para {what}: no máximo {limit} a cada {seconds} s de um mesmo cliente ({setting}). Tente de novo depois dos segundos em Retry-After.",
  fieldDate: "{field} deve ser uma data no formato YYYY-MM-DD",
  fieldControlCharacters: "{field} não pode conter caracteres de controle (encontrado {character}): envie o texto sem eles",
  fieldDisplayCharacters:
    "{field} não pode conter caracteres de controle nem de formatação bidirecional (encontrado {character}): eles mudam o que o pagador vê",
  fieldRequired: "{field} é obrigatório",
  fieldEmpty: "{field} não pode ficar vazio",
  fieldTooLong: "{field} tem mais de {max} caracteres",
  fieldText: "{field} deve ser texto",
  fieldString: "{field} deve ser uma string",
  fieldOneOf: "{field} deve ser um destes valores: {values}",
  fieldType: "{field} deve ser {expected}",
  fieldInvalid: "{field} não é válido",
  received: "{message} (recebido {received})",
} satisfies RefusalWords;
