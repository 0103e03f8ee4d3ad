// Japanese: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "このメールアドレスとパスワードに一致するアカウントはありません。両方をご確認いただくか、「パスワードをお忘れですか？」からパスワードを再設定してください。",
  signInNoMatchOperator:
    "このメールアドレスとパスワードに一致するアカウントはありません。両方をご確認いただくか、サービスの運営者にパスワードの再設定を依頼してください。",
  signInTooMany: "このメールアドレスまたはこのアドレスからのログイン失敗が多すぎます：{minutes} 分後にもう一度お試しください",
  signInsToAccountTooMany: "このアカウントへのログインが多すぎます：{minutes} 分後にもう一度お試しください",
  signUpsTooMany: "このアドレスからの登録が多すぎます：{minutes} 分後にもう一度お試しください",
  wrongAnswersTooMany: "誤った入力が多すぎます：{minutes} 分後にもう一度お試しください",
  resetRequestsTooMany: "このメールアドレスまたはこのアドレスからの再設定リクエストが多すぎます：{minutes} 分後にもう一度お試しください",
  passwordChecksTooMany:
    "このアドレスからの同時パスワード確認が多すぎます（待機できるのは最大 {count} 件）：数秒後にもう一度お試しください",
  passwordChecksBusy: "サービスがパスワードの確認で混み合っています：数秒後にもう一度お試しください",
  signInCodeNeeded: "認証アプリの 6 桁のコード、またはリカバリーコードのいずれかを入力してください",
  signInCodeWrong: "コードが正しくありません（または使用済みです）：アプリに今表示されているコードを入力してください",
  codeNeeded: "認証アプリの 6 桁のコード、またはリカバリーコードを入力してください",
  codeWrong: "コードが正しくありません（または使用済みです）",
  passwordNeeded: "パスワードを入力してください",
  passwordWrong: "パスワードが正しくありません",
  currentPasswordWrong: "現在のパスワードが正しくありません",
  signUpClosed: "このサービスでは新規登録を受け付けていません：運営者にアカウントを依頼してください",
  signUpRefused: "このメールアドレスではアカウントを作成できません：ご自身のものであればログインしてください",
  passwordLinkUnusable: "このリンクは使えません（使用済み、期限切れ、または不完全です）：新しいリンクを依頼してください",
  passwordLinkNotWhole: "このリンクは不完全です：運営者から受け取ったリンクを開いてください",
  resetNotMailed: "このサービスはパスワード再設定のメールを送信しません：新しいパスワードを設定するリンクを運営者に依頼してください",
  emailInvalid: "メールアドレスは you@example.com のような形式で入力してください",
  newPasswordLength: "パスワードは {min}〜{max} 文字で入力してください（いくつかの単語を組み合わせると安全です）",
  passwordLength: "パスワードは 1〜{max} 文字で入力してください",
  codeShapeWithRecovery: "コードは認証アプリに表示される 6 桁の数字、または abcd-efgh-ijkl-mnop のようなリカバリーコードです",
  codeShape: "コードは認証アプリに表示される 6 桁の数字です",
  notSignedIn: "ログインしていません（またはセッションが終了しました）：もう一度ログインしてください",
  accountGone: "このアカウントはもう存在しません",
  stepUpCode: "この変更には直近 {minutes} 分以内の認証コードの入力が必要です：確認してから、もう一度変更してください",
  stepUpPassword: "この変更には直近 {minutes} 分以内のパスワードの入力が必要です：確認してから、もう一度変更してください",
  crossOrigin: "ポータルの変更は {origin} 上のポータル自身のページからのみ受け付けます（Origin {sentOrigin}、Sec-Fetch-Site {site}）",

  twoFactorAlreadyOn: "2 段階認証はすでにオンです：新しいアプリでやり直すには、先にオフにしてください",
  twoFactorAlreadyOff: "2 段階認証はすでにオフです",
  twoFactorNotStarted: "先に 2 段階認証の設定を始めてください：コードを待っている新しいキーはありません",
  twoFactorCodeMismatch: "コードが新しいキーと一致しません：アプリの時刻を確認し、今表示されているコードを入力してください",
  twoFactorRestarted: "設定が別の場所でやり直されました：最後に表示されたキーを使ってください",

  apiKeyName: "名前は 1〜{max} 文字で入力してください（例：「ショップサーバー」）",
  apiKeyUnknown: "このアカウントに API キー {id} はありません",
  clientGone: "このアカウントのクライアントはもう存在しません",
  languageUnknown: "言語はサービスが対応する言語のコードで指定してください（例：「en」「de」「pt」「zh-Hant」）",

  integrationUnknown: "連携 {id} は存在しません：GET /api/v1/integrations の ID を使ってください",
  shopNameInvisible:
    "名前に表示される文字がありません（空白、結合文字、その他の見えない文字のみ）：支払者に見せたいとおりにショップ名を入力してください",
  urlNotHttp: "{field} は絶対 http(s) URL でなければなりません",
  supportUrlNotHttp: "supportUrl は https://shop.example/help のような絶対 http(s) URL でなければなりません",
  supportUrlCredentials: "supportUrl に認証情報（user:password@）を含めることはできません：支払者に表示されます",
  urlNotHttps: "{field} は https を使う必要があります。受け取った値：{got}",
  urlUserinfo:
    "{field} の「@」の前にユーザー名やパスワードを含めることはできません（{shownHost} に見えますが、実際は {host} に移動します）：ショップ自身のアドレスを入力してください",
  urlHttpSandbox:
    "{field} は https を使う必要があります（http はサンドボックスモードの localhost、127.0.0.1、[::1] のみ可）。受け取った値：{origin}",
  logoUrlNotHttps: "logoUrl は絶対 https URL でなければなりません（ロゴなしの場合は null）",
  accentColor: "accentColor は #rrggbb 形式の色でなければなりません（既定の色にする場合は null）",
  callbackUrlNotHttp: "callbackUrl は http(s) URL でなければなりません",
  callbackUrlCredentials:
    "callbackUrl に認証情報（user:password@）を含めることはできません：コールバックは webhook-signature ヘッダーで検証してください",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl は拒否されました：{host} は {address} に解決され、コールバック先 {ip} は {range} です：サンドボックスモード以外では拒否されます（ルール「{rule}」、WEBHOOK_ALLOW_PRIVATE=1 で許可）",
  callbackDestinationNever:
    "callbackUrl は拒否されました：{host} は {address} に解決され、コールバック先 {ip} は {range} です：そこへコールバックが送られることはありません（ルール「{rule}」）",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl は拒否されました：コールバック先 {ip} は {range} です：サンドボックスモード以外では拒否されます（ルール「{rule}」、WEBHOOK_ALLOW_PRIVATE=1 で許可）",
  callbackAddressNever:
    "callbackUrl は拒否されました：コールバック先 {ip} は {range} です：そこへコールバックが送られることはありません（ルール「{rule}」）",
  callbackUrlRefused: "callbackUrl は拒否されました：{problem}",
  callbackUrlMissing:
    "連携 {id} にはコールバック URL がありません：先に PUT /_sandbox/integrations/{id}/webhook で設定するか、crypto-checkout listen を実行してください",
  testEventsTooMany:
    "テストイベントは連携ごとに {minutes} 分あたり最大 {limit} 件です（TEST_EVENTS_PER_INTEGRATION）：Retry-After の秒数が経ってから次を送信してください",
  originsList: "allowedOrigins はオリジンのリスト、またはすべてを許可する場合は null でなければなりません",
  originsTooMany: "allowedOrigins のオリジンが {max} 件を超えています",
  originText: "各オリジンは文字列でなければなりません",
  originExact:
    "各オリジンは「https://shop.example」のような正確な http(s) オリジン（スキームとホストのみ、パスやワイルドカードなし）でなければなりません。受け取った値：{got}",
  appSchemesList: 'appReturnSchemes は ["myshop"] のようなスキームのリスト、またはなしの場合は [] でなければなりません',
  appSchemesTooMany: "appReturnSchemes のスキームが {max} 件を超えています",
  appSchemeText: "アプリの戻り先スキームは「myshop」のような文字列でなければなりません",
  appSchemeShape:
    "アプリの戻り先スキームは「myshop」のような URL スキームでなければなりません：小文字 1 文字のあとに、英字・数字・「+」「-」「.」を最大 31 文字。受け取った値：{got}",
  appSchemeWeb:
    "アプリの戻り先スキームに {scheme} は使えません：https の戻り先 URL は常に許可されるため、アプリ独自のスキームだけを登録してください",
  appSchemeDevice: "アプリの戻り先スキームに {scheme} は使えません：アプリを開く代わりに支払者の端末で何かを実行したり読み取ったりします",
  toleranceText: "paymentTolerancePercent は「0.5」のような 10 進数の文字列（パーセント）でなければなりません",
  tolerancePlain: "paymentTolerancePercent は「0.5」のような単純な 10 進数の文字列（数字と任意の小数点 1 つ）でなければなりません",
  toleranceFraction: "paymentTolerancePercent の小数部が 2 桁を超えています",
  toleranceRange: "paymentTolerancePercent は 0〜100 でなければなりません",
  supportEmail: "supportEmail は help@shop.example のようなメールアドレスでなければなりません",
  fieldTrueOrFalse: "{field} は true または false でなければなりません",
  fieldStringOrNull: "{field} は文字列または null でなければなりません",

  orderUnknown: "注文 {id} は存在しません：注文一覧の orderId を使ってください",
  orderUnknownForIntegration: "連携 {integration} に注文 {id} は存在しません",
  orderMissing: "注文 {id} は存在しません",
  deliveryUnknown: "配信 {id} は存在しません：GET /_sandbox/webhooks/deliveries の ID を使ってください",
  notYourIntegration: "{field} {id} はお客様の連携ではありません：GET /api/v1/integrations の ID を使ってください",
  assetUnknown: "{field} {id} は対応していない資産です：{assets} のいずれかを使ってください（GET /api/v1/assets）",
  assetDisabled: "{field} {id} は取引が無効になっています（GET /api/v1/assets に disabled: true と表示）：有効な資産を選んでください",
  amountBelowMinimum: "{field} {amount} は {network} の最低入金額 {minimum} {asset} を下回っています：{minimum} 以上を送ってください",
  customerRequired: "15.09.2025 のリリース以降、注文の作成には customer が必須です：{ type, firstName, lastName } を送ってください",
  customerObject: "customer はオブジェクトでなければなりません：{ type, firstName, lastName }",
  customerType: "customer.type は「individual」でなければなりません（仕様で定められた唯一の顧客種別）",
  amountRequired: "金額は必須です：「10.50」のような 10 進数の文字列で送ってください",
  amountNumber: "金額は「10.50」のような 10 進数の文字列でなければなりません（JSON の数値は不可）",
  amountString: "金額は「10.50」のような 10 進数の文字列でなければなりません",
  amountPlain: "金額は「10.50」のような単純な 10 進数の文字列でなければなりません：数字と任意の小数点 1 つ（符号、指数、空白は不可）",
  amountIntegerDigits: "金額の整数部が {max} 桁を超えています",
  amountFractionDigits: "金額の小数部が {max} 桁を超えています",
  amountPositive: "金額は 0 より大きくなければなりません",
  amountDecimal: "金額は 10 進数の文字列でなければなりません",
  ownAddress:
    "destinationAddress {address} はこのサービス自身の注文用アドレスです：返金や出金は支払者またはご自身のウォレットに送ってください",
  addressInvalidTron:
    "destinationAddress {address} は {asset} の有効な {network} アドレスではありません：T で始まる base58check アドレス（34 文字）が必要です",
  addressInvalidEvm:
    "destinationAddress {address} は {asset} の有効な {network} アドレスではありません：0x に続く 16 進数 40 桁が必要です（大文字小文字が混在する場合は正しい EIP-55 チェックサム付き）",
  balanceShort:
    "連携 {integration} の残高は {balance} {asset} ですが、金額 {amount} にネットワーク手数料 {fee} を加えると {needed} 必要です：出金は指定した integrationId の残高のみ、返金は返金対象の注文の連携の残高のみを使います。",
  refundOrderUnknown: "refundOrderId {id} はお客様の注文ではありません：完了した支払い注文または入金注文の orderId を使ってください",
  refundOrderType: "注文 {id} は {type} の注文です：返金できるのは支払い注文と入金注文のみです",
  refundOrderStatus: "注文 {id} の状態は {status} です：返金は注文が完了してから作成できます",
  refundAssetMismatch: "assetId {assetId} は注文 {id} と一致しません（この注文が受け取ったのは {asset}）：{asset} で返金してください",
  refundTooMuch: "金額 {amount} は注文 {id} でまだ返金できる額を超えています：{refundable} {asset}（受取 {primary}、返金済み {refunded}）",
  markPaidRefused: "注文 {id} は支払い済みにできません：支払い期限後に入金があった（まだ処理中の）注文のみ可能です",
  noPaymentWindow: "注文 {id} には進行中の支払い期限がありません：支払いリンクから作成された注文にのみあります",

  linkUnknown: "支払いリンク {id} は存在しません：POST /api/v1/payment-links または GET /api/v1/payment-links の linkId を使ってください",
  linkNameInvisible: "名前に表示される文字がありません：支払者に見せたいとおりに商品名を入力してください",
  priceCurrencyUnknown: "price.currency {currency} は為替レートで扱う通貨（{currencies}）でも assetId（{assets}）でもありません",
  priceAmountShape:
    "price.amount {amount} は 0 より大きい 10 進数の文字列で、{currency} では小数部 {digits} 桁以内でなければなりません（例：{example}）",
  priceInAsset: '{asset} 建ての価格は {asset} でのみ支払えます：assetIds を省略するか、["{asset}"] を送ってください',
  priceAmountRequired: "price.amount は必須です（「10.00」のような 10 進数の文字列）",
  priceAmountText: "price.amount は「10.00」のような 10 進数の文字列でなければなりません",
  priceCurrencyRequired: "price.currency は必須です：「USD」「EUR」または assetId",
  priceObject: 'price はオブジェクトでなければなりません：{ amount: "10.00", currency: "USD" }',
  assetIdsEntry: "assetIds の各要素は assetId の文字列でなければなりません",
  assetIdsArray: "assetIds は assetId の配列でなければなりません",
  assetIdsEmpty: "assetIds には少なくとも 1 つの資産を指定してください（有効なすべての資産を使う場合は省略）",
  assetIdsTooMany: "assetIds の要素が {max} 件を超えています",
  expiryWhole: "expiresInMinutes は {min}〜{max} の整数（分）でなければなりません",
  expiryMin: "expiresInMinutes は {min} 以上でなければなりません",
  expiryMax: "expiresInMinutes は {max} 以下でなければなりません（1 週間）",
  returnUrlHttps: "returnUrl は絶対 https URL でなければなりません",
  returnUrlApp: "returnUrl は絶対 URL でなければなりません：https、または連携のアプリ戻り先スキームのいずれかを使うアプリのリンク",

  payoutUnknown: "支払い処理 {id} は存在しません：GET /api/v1/payouts の orderId を使ってください",
  payoutNotAwaitingPaid: "支払い処理 {id} の状態は {state} です：支払い済みにできるのは、まだ支払い待ちの支払い処理のみです",
  payoutNotAwaitingCancel:
    "支払い処理 {id} の状態は {state} です：キャンセルできるのは、まだ支払い待ちの支払い処理のみです（この支払い処理で確認された送金は、すでにウォレットから出ている可能性があります）",
  payoutNoStranger:
    "支払い処理 {id} には、このハッシュと logIndex で回答を待っている不明なウォレットからの送金はありません：支払い処理の不明な送金の一覧にあるものを使ってください",
  transferPaidOther: "送金 {hash}（ログ {logIndex}）はすでに別の支払い処理に充てられています：1 件の送金で支払えるのは 1 件までです",
  hashText: "hash は文字列でなければなりません：署名者が送ったトランザクションのハッシュ",
  hashShape:
    "hash は 16 進数 64 桁でなければなりません（Ethereum と BNB Smart Chain では先頭に 0x）：署名者が送ったトランザクションのハッシュ",
  strangerHashText: "hash は文字列でなければなりません：支払い処理の不明な送金の一覧にある送金のハッシュ",
  strangerHashShape:
    "hash は 16 進数 64 桁でなければなりません（Ethereum と BNB Smart Chain では先頭に 0x）：支払い処理の不明な送金の一覧にある送金のハッシュ",
  logIndexWhole: "logIndex は整数でなければなりません：支払い処理の不明な送金の一覧にある送金の logIndex",
  logIndexMin: "logIndex は 0 以上でなければなりません：支払い処理の不明な送金の一覧にある送金の logIndex",

  bodyNotJson: "Content-Type {contentType} は JSON ではありません：本文を JSON にし、Content-Type: application/json で送ってください",
  bodyBadJson: "本文が有効な JSON ではありません（{reason}）：JSON オブジェクトを 1 つ送ってください",
  bodyNotObject: "本文は JSON オブジェクトでなければなりません。受け取った値：{value}",
  bodyTooLarge: "本文が {bytes} バイトを超えています：より小さい JSON オブジェクトを送ってください",
  idempotencyKeyShape:
    "Idempotency-Key {key} は空白を含まない 1〜255 文字の表示可能な ASCII 文字でなければなりません：リクエストごとに新しいランダムな値（UUID）を送ってください",
  idempotencyKeyReused:
    "Idempotency-Key {key} はすでに別のリクエスト（本文またはエンドポイントが異なる）に使われています：同じ応答を得るにはまったく同じリクエストを再送し、新しいリクエストには新しいキーを使ってください",
  requestsTooMany:
    "{what} へのリクエストが多すぎます：1 つのクライアントから {seconds} 秒あたり最大 {limit} 件です（{setting}）。Retry-After の秒数が経ってから再試行してください。",
  fieldDate: "{field} は YYYY-MM-DD 形式の日付でなければなりません",
  fieldControlCharacters: "{field} に制御文字を含めることはできません（{character} が見つかりました）：取り除いて送ってください",
  fieldDisplayCharacters:
    "{field} に制御文字や双方向書式文字を含めることはできません（{character} が見つかりました）：支払者に見える内容が変わってしまいます",
  fieldRequired: "{field} は必須です",
  fieldEmpty: "{field} を空にすることはできません",
  fieldTooLong: "{field} が {max} 文字を超えています",
  fieldText: "{field} はテキストでなければなりません",
  fieldString: "{field} は文字列でなければなりません",
  fieldOneOf: "{field} は次のいずれかでなければなりません：{values}",
  fieldType: "{field} は {expected} でなければなりません",
  fieldInvalid: "{field} が正しくありません",
  received: "{message}（受け取った値：{received}）",
} satisfies RefusalWords;
