// Vietnamese: the service's refusals, as the portal shows them next to a form's fields.
import type { RefusalWords } from "../../../shared/refusal-words.ts";

export default {
  signInNoMatchMailed:
    "Email và mật khẩu này không khớp với tài khoản nào. Hãy kiểm tra cả hai, hoặc đặt lại mật khẩu bằng “Quên mật khẩu?”.",
  signInNoMatchOperator:
    "Email và mật khẩu này không khớp với tài khoản nào. Hãy kiểm tra cả hai, hoặc nhờ nhà vận hành dịch vụ đặt lại mật khẩu.",
  signInTooMany: "Quá nhiều lần đăng nhập thất bại với email này hoặc từ địa chỉ này: hãy thử lại sau {minutes} phút",
  signInsToAccountTooMany: "Quá nhiều lần đăng nhập vào tài khoản này: hãy thử lại sau {minutes} phút",
  signUpsTooMany: "Quá nhiều lần đăng ký từ địa chỉ này: hãy thử lại sau {minutes} phút",
  wrongAnswersTooMany: "Nhập sai quá nhiều lần: hãy thử lại sau {minutes} phút",
  resetRequestsTooMany: "Quá nhiều yêu cầu đặt lại cho email này hoặc từ địa chỉ này: hãy thử lại sau {minutes} phút",
  passwordChecksTooMany: "Quá nhiều lượt kiểm tra mật khẩu cùng lúc từ địa chỉ này (tối đa {count} lượt chờ): hãy thử lại sau vài giây",
  passwordChecksBusy: "Dịch vụ đang bận kiểm tra mật khẩu: hãy thử lại sau vài giây",
  signInCodeNeeded: "Nhập mã 6 chữ số từ ứng dụng xác thực, hoặc một trong các mã khôi phục của bạn",
  signInCodeWrong: "Mã không đúng (hoặc đã được dùng): hãy nhập mã mà ứng dụng đang hiển thị",
  codeNeeded: "Nhập mã 6 chữ số từ ứng dụng xác thực, hoặc một mã khôi phục",
  codeWrong: "Mã không đúng (hoặc đã được dùng)",
  passwordNeeded: "Nhập mật khẩu của bạn",
  passwordWrong: "Mật khẩu không đúng",
  currentPasswordWrong: "Mật khẩu hiện tại không đúng",
  signUpClosed: "Dịch vụ này đã đóng đăng ký: hãy xin tài khoản từ nhà vận hành",
  signUpRefused: "Không thể tạo tài khoản với email này: nếu email là của bạn, hãy đăng nhập",
  passwordLinkUnusable: "Liên kết này không dùng được (đã dùng, đã hết hạn hoặc không đầy đủ): hãy yêu cầu liên kết mới",
  passwordLinkNotWhole: "liên kết này không đầy đủ: hãy mở liên kết mà nhà vận hành đã gửi cho bạn",
  resetNotMailed: "Dịch vụ này không gửi email đặt lại mật khẩu: hãy xin nhà vận hành một liên kết để đặt mật khẩu mới",
  emailInvalid: "email phải là một địa chỉ như you@example.com",
  newPasswordLength: "mật khẩu phải dài {min} đến {max} ký tự (vài từ ghép lại là một mật khẩu tốt)",
  passwordLength: "mật khẩu phải dài 1 đến {max} ký tự",
  codeShapeWithRecovery: "mã phải là 6 chữ số mà ứng dụng xác thực hiển thị, hoặc một mã khôi phục như abcd-efgh-ijkl-mnop",
  codeShape: "mã phải là 6 chữ số mà ứng dụng xác thực hiển thị",
  notSignedIn: "Bạn chưa đăng nhập (hoặc phiên đã kết thúc): hãy đăng nhập lại",
  accountGone: "Tài khoản này không còn tồn tại",
  stepUpCode: "Thay đổi này cần mã xác thực được nhập trong {minutes} phút gần nhất: hãy xác nhận mã, rồi thực hiện lại thay đổi",
  stepUpPassword: "Thay đổi này cần mật khẩu được nhập trong {minutes} phút gần nhất: hãy xác nhận mật khẩu, rồi thực hiện lại thay đổi",
  crossOrigin: "Thay đổi trên cổng chỉ được chấp nhận từ chính trang của cổng tại {origin} (Origin {sentOrigin}, Sec-Fetch-Site {site})",

  twoFactorAlreadyOn: "Đăng nhập hai lớp đã bật: hãy tắt trước để bắt đầu lại với ứng dụng mới",
  twoFactorAlreadyOff: "Đăng nhập hai lớp đã tắt",
  twoFactorNotStarted: "Hãy bắt đầu thiết lập hai lớp trước: không có khóa mới nào đang chờ mã",
  twoFactorCodeMismatch: "Mã không khớp với khóa mới: hãy kiểm tra giờ trên ứng dụng và nhập mã mà ứng dụng đang hiển thị",
  twoFactorRestarted: "Việc thiết lập đã được bắt đầu lại ở nơi khác: hãy dùng khóa mới nhất được hiển thị",

  apiKeyName: "tên phải dài 1 đến {max} ký tự, ví dụ “Máy chủ cửa hàng”",
  apiKeyUnknown: "Không có khóa API {id} nào thuộc tài khoản này",
  clientGone: "Client của tài khoản này không còn",
  languageUnknown: "ngôn ngữ phải là mã của một ngôn ngữ mà dịch vụ hỗ trợ, ví dụ “en”, “de”, “pt” hoặc “zh-Hant”",

  integrationUnknown: "tích hợp {id} không tồn tại: hãy dùng một ID từ GET /api/v1/integrations",
  shopNameInvisible:
    "tên không có ký tự nào nhìn thấy được (chỉ có dấu cách, ký tự nối hoặc ký tự ẩn khác): hãy nhập tên cửa hàng đúng như người trả tiền cần đọc",
  urlNotHttp: "{field} phải là URL http(s) tuyệt đối",
  supportUrlNotHttp: "supportUrl phải là URL http(s) tuyệt đối, ví dụ https://shop.example/help",
  supportUrlCredentials: "supportUrl không được chứa thông tin đăng nhập (user:password@): người trả tiền nhìn thấy nó",
  urlNotHttps: "{field} phải dùng https; đã nhận {got}",
  urlUserinfo:
    "{field} không được chứa tên người dùng hoặc mật khẩu trước “@” (trông như {shownHost} nhưng dẫn tới {host}): hãy nhập địa chỉ của chính cửa hàng",
  urlHttpSandbox: "{field} phải dùng https (http chỉ được chấp nhận cho localhost, 127.0.0.1 và [::1] ở chế độ sandbox); đã nhận {origin}",
  logoUrlNotHttps: "logoUrl phải là URL https tuyệt đối (hoặc null nếu không có)",
  accentColor: "accentColor phải là màu dạng #rrggbb (hoặc null để dùng màu mặc định)",
  callbackUrlNotHttp: "callbackUrl phải là URL http(s)",
  callbackUrlCredentials:
    "callbackUrl không được chứa thông tin đăng nhập (user:password@): hãy xác minh callback bằng header webhook-signature",
  callbackDestinationRefusedOutsideSandbox:
    "callbackUrl bị từ chối: {host} phân giải thành {address}; đích callback {ip} thuộc {range}: bị từ chối ngoài chế độ sandbox (quy tắc “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 cho phép)",
  callbackDestinationNever:
    "callbackUrl bị từ chối: {host} phân giải thành {address}; đích callback {ip} thuộc {range}: callback không bao giờ được gửi tới đó (quy tắc “{rule}”)",
  callbackAddressRefusedOutsideSandbox:
    "callbackUrl bị từ chối: đích callback {ip} thuộc {range}: bị từ chối ngoài chế độ sandbox (quy tắc “{rule}”; WEBHOOK_ALLOW_PRIVATE=1 cho phép)",
  callbackAddressNever:
    "callbackUrl bị từ chối: đích callback {ip} thuộc {range}: callback không bao giờ được gửi tới đó (quy tắc “{rule}”)",
  callbackUrlRefused: "callbackUrl bị từ chối: {problem}",
  callbackUrlMissing:
    "tích hợp {id} chưa có URL callback: hãy đặt trước bằng PUT /_sandbox/integrations/{id}/webhook, hoặc chạy crypto-checkout listen",
  testEventsTooMany:
    "Tối đa {limit} sự kiện thử cho mỗi tích hợp trong mỗi {minutes} phút (TEST_EVENTS_PER_INTEGRATION): hãy gửi sự kiện tiếp theo sau số giây trong Retry-After",
  originsList: "allowedOrigins phải là danh sách origin, hoặc null để cho phép mọi origin",
  originsTooMany: "allowedOrigins có hơn {max} origin",
  originText: "mỗi origin phải là một chuỗi",
  originExact:
    "mỗi origin phải là một origin http(s) chính xác, ví dụ “https://shop.example” (scheme và host, không có đường dẫn hay ký tự đại diện); đã nhận {got}",
  appSchemesList: 'appReturnSchemes phải là danh sách scheme như ["myshop"], hoặc [] nếu không có',
  appSchemesTooMany: "appReturnSchemes có hơn {max} scheme",
  appSchemeText: "mỗi scheme quay lại ứng dụng phải là một chuỗi, ví dụ “myshop”",
  appSchemeShape:
    "mỗi scheme quay lại ứng dụng phải là URL scheme như “myshop”: một chữ thường, sau đó tối đa 31 chữ cái, chữ số, “+”, “-” hoặc “.”; đã nhận {got}",
  appSchemeWeb: "scheme quay lại ứng dụng không được là {scheme}: URL quay lại https luôn được phép, chỉ liệt kê scheme riêng của ứng dụng",
  appSchemeDevice:
    "scheme quay lại ứng dụng không được là {scheme}: nó chạy hoặc đọc thứ gì đó trên thiết bị của người trả tiền thay vì mở ứng dụng",
  toleranceText: "paymentTolerancePercent phải là văn bản số thập phân, ví dụ “0.5” (phần trăm)",
  tolerancePlain: "paymentTolerancePercent phải là văn bản số thập phân đơn giản, ví dụ “0.5”: chữ số và tối đa một dấu chấm",
  toleranceFraction: "paymentTolerancePercent có hơn 2 chữ số thập phân",
  toleranceRange: "paymentTolerancePercent phải từ 0 đến 100",
  supportEmail: "supportEmail phải là địa chỉ email như help@shop.example",
  fieldTrueOrFalse: "{field} phải là true hoặc false",
  fieldStringOrNull: "{field} phải là chuỗi hoặc null",

  orderUnknown: "đơn hàng {id} không tồn tại: hãy dùng một orderId từ danh sách đơn hàng",
  orderUnknownForIntegration: "đơn hàng {id} không tồn tại trong tích hợp {integration}",
  orderMissing: "đơn hàng {id} không tồn tại",
  deliveryUnknown: "lần gửi {id} không tồn tại: hãy dùng một ID từ GET /_sandbox/webhooks/deliveries",
  notYourIntegration: "{field} {id} không phải tích hợp của bạn: hãy dùng một ID từ GET /api/v1/integrations",
  assetUnknown: "{field} {id} không phải tài sản được hỗ trợ: hãy dùng một trong {assets} (GET /api/v1/assets)",
  assetDisabled: "{field} {id} đã bị tắt cho các giao dịch (GET /api/v1/assets hiển thị disabled: true): hãy chọn một tài sản đang bật",
  amountBelowMinimum: "{field} {amount} thấp hơn số tiền nhận tối thiểu {minimum} {asset} trên {network}: hãy gửi ít nhất {minimum}",
  customerRequired: "customer là bắt buộc khi tạo đơn hàng kể từ bản phát hành 15.09.2025: hãy gửi { type, firstName, lastName }",
  customerObject: "customer phải là một đối tượng: { type, firstName, lastName }",
  customerType: "customer.type phải là “individual” (loại khách hàng duy nhất mà đặc tả biết)",
  amountRequired: "số tiền là bắt buộc: hãy gửi dưới dạng văn bản số thập phân, ví dụ “10.50”",
  amountNumber: "số tiền phải là chuỗi văn bản số thập phân như “10.50”, không phải số JSON",
  amountString: "số tiền phải là chuỗi văn bản số thập phân như “10.50”",
  amountPlain: "số tiền phải là văn bản số thập phân đơn giản như “10.50”: chữ số, tối đa một dấu chấm, không có dấu, số mũ hay dấu cách",
  amountIntegerDigits: "số tiền có hơn {max} chữ số trước dấu chấm",
  amountFractionDigits: "số tiền có hơn {max} chữ số thập phân",
  amountPositive: "số tiền phải lớn hơn 0",
  amountDecimal: "số tiền phải là văn bản số thập phân",
  ownAddress:
    "destinationAddress {address} là một trong các địa chỉ đơn hàng của chính dịch vụ này: hãy gửi khoản hoàn tiền hoặc rút tiền tới ví của người trả tiền hoặc ví của bạn",
  addressInvalidTron:
    "destinationAddress {address} không phải địa chỉ {network} hợp lệ cho {asset}: cần một địa chỉ base58check bắt đầu bằng T (34 ký tự)",
  addressInvalidEvm:
    "destinationAddress {address} không phải địa chỉ {network} hợp lệ cho {asset}: cần 0x và 40 chữ số hex, với checksum EIP-55 đúng nếu có cả chữ hoa lẫn chữ thường",
  balanceShort:
    "tích hợp {integration} đang giữ {balance} {asset}, nhưng số tiền {amount} cộng phí mạng {fee} cần {needed}: lệnh rút tiền chỉ dùng số dư của integrationId mà nó nêu, lệnh hoàn tiền dùng số dư của tích hợp chứa đơn hàng được hoàn.",
  refundOrderUnknown:
    "refundOrderId {id} không phải đơn hàng của bạn: hãy dùng orderId của một đơn thanh toán hoặc đơn nạp tiền đã hoàn tất",
  refundOrderType: "đơn hàng {id} là đơn loại {type}: chỉ đơn thanh toán và đơn nạp tiền mới hoàn tiền được",
  refundOrderStatus: "đơn hàng {id} đang ở trạng thái {status}: chỉ tạo được khoản hoàn tiền khi đơn hàng đã hoàn tất",
  refundAssetMismatch: "assetId {assetId} không khớp với đơn hàng {id}, đơn này đã nhận {asset}: hãy hoàn tiền bằng {asset}",
  refundTooMuch:
    "số tiền {amount} vượt quá số còn có thể hoàn cho đơn hàng {id}: {refundable} {asset} (đã nhận {primary}, đã hoàn {refunded})",
  markPaidRefused:
    "không thể đánh dấu đơn hàng {id} là đã trả: chỉ được với đơn hàng có khoản thanh toán đến sau thời hạn (vẫn đang xử lý)",
  noPaymentWindow: "đơn hàng {id} không có thời hạn thanh toán đang chạy: chỉ đơn hàng tạo từ liên kết thanh toán mới có",

  linkUnknown: "liên kết thanh toán {id} không tồn tại: hãy dùng một linkId từ POST /api/v1/payment-links hoặc GET /api/v1/payment-links",
  linkNameInvisible: "tên không có ký tự nào nhìn thấy được: hãy nhập tên mặt hàng đúng như người trả tiền cần đọc",
  priceCurrencyUnknown: "price.currency {currency} không phải loại tiền mà tỷ giá biết ({currencies}) cũng không phải assetId ({assets})",
  priceAmountShape:
    "price.amount {amount} phải là văn bản số thập phân lớn hơn 0, tối đa {digits} chữ số thập phân với {currency}, ví dụ {example}",
  priceInAsset: 'giá tính bằng {asset} chỉ được trả bằng {asset}: hãy bỏ assetIds hoặc gửi ["{asset}"]',
  priceAmountRequired: "price.amount là bắt buộc, dưới dạng văn bản số thập phân như “10.00”",
  priceAmountText: "price.amount phải là văn bản số thập phân như “10.00”",
  priceCurrencyRequired: "price.currency là bắt buộc: “USD”, “EUR” hoặc một assetId",
  priceObject: 'price phải là một đối tượng: { amount: "10.00", currency: "USD" }',
  assetIdsEntry: "mỗi phần tử của assetIds phải là một chuỗi assetId",
  assetIdsArray: "assetIds phải là một mảng assetId",
  assetIdsEmpty: "assetIds phải nêu ít nhất một tài sản (bỏ trống để dùng mọi tài sản đang bật)",
  assetIdsTooMany: "assetIds có hơn {max} phần tử",
  expiryWhole: "expiresInMinutes phải là số phút nguyên từ {min} đến {max}",
  expiryMin: "expiresInMinutes phải ít nhất là {min}",
  expiryMax: "expiresInMinutes tối đa là {max} (một tuần)",
  returnUrlHttps: "returnUrl phải là URL https tuyệt đối",
  returnUrlApp: "returnUrl phải là URL tuyệt đối: https, hoặc liên kết ứng dụng dùng một trong các scheme quay lại ứng dụng của tích hợp",

  payoutUnknown: "khoản chi {id} không tồn tại: hãy dùng một orderId từ GET /api/v1/payouts",
  payoutNotAwaitingPaid: "khoản chi {id} đang ở trạng thái {state}: chỉ khoản chi vẫn đang chờ thanh toán mới đánh dấu đã trả được",
  payoutNotAwaitingCancel:
    "khoản chi {id} đang ở trạng thái {state}: chỉ khoản chi vẫn đang chờ thanh toán mới hủy được (một giao dịch chuyển đã thấy cho khoản này có thể đã rời ví)",
  payoutNoStranger:
    "khoản chi {id} không có giao dịch chuyển nào từ ví lạ với hash và logIndex này đang chờ trả lời: hãy dùng một giao dịch trong danh sách ví lạ của khoản chi",
  transferPaidOther: "giao dịch chuyển {hash} (log {logIndex}) đã trả cho một khoản chi khác: mỗi giao dịch chuyển trả tối đa một khoản",
  hashText: "hash phải là một chuỗi: hash giao dịch mà người ký đã gửi",
  hashShape: "hash phải gồm 64 chữ số hex (có tiền tố 0x trên Ethereum và BNB Smart Chain): hash giao dịch mà người ký đã gửi",
  strangerHashText: "hash phải là một chuỗi: hash của một giao dịch chuyển trong danh sách ví lạ của khoản chi",
  strangerHashShape:
    "hash phải gồm 64 chữ số hex (có tiền tố 0x trên Ethereum và BNB Smart Chain): hash của một giao dịch chuyển trong danh sách ví lạ của khoản chi",
  logIndexWhole: "logIndex phải là số nguyên: logIndex của một giao dịch chuyển trong danh sách ví lạ của khoản chi",
  logIndexMin: "logIndex phải từ 0 trở lên: logIndex của một giao dịch chuyển trong danh sách ví lạ của khoản chi",

  bodyNotJson: "Content-Type {contentType} không phải JSON: hãy gửi nội dung dạng JSON với Content-Type: application/json",
  bodyBadJson: "Nội dung không phải JSON hợp lệ ({reason}): hãy gửi một đối tượng JSON",
  bodyNotObject: "Nội dung phải là một đối tượng JSON, đã nhận {value}",
  bodyTooLarge: "Nội dung lớn hơn {bytes} byte: hãy gửi một đối tượng JSON nhỏ hơn",
  idempotencyKeyShape:
    "Idempotency-Key {key} phải gồm 1 đến 255 ký tự ASCII nhìn thấy được, không có dấu cách: hãy gửi một giá trị ngẫu nhiên mới (UUID) cho mỗi yêu cầu",
  idempotencyKeyReused:
    "Idempotency-Key {key} đã được dùng cho một yêu cầu khác (nội dung hoặc endpoint khác): hãy gửi lại đúng yêu cầu cũ để nhận lại câu trả lời, hoặc dùng khóa mới cho yêu cầu mới",
  requestsTooMany:
    "Quá nhiều yêu cầu tới {what}: tối đa {limit} mỗi {seconds} giây từ một client ({setting}). Hãy thử lại sau số giây trong Retry-After.",
  fieldDate: "{field} phải là ngày theo định dạng YYYY-MM-DD",
  fieldControlCharacters: "{field} không được chứa ký tự điều khiển (tìm thấy {character}): hãy gửi văn bản không có chúng",
  fieldDisplayCharacters:
    "{field} không được chứa ký tự điều khiển hoặc ký tự định dạng hai chiều (tìm thấy {character}): chúng làm thay đổi những gì người trả tiền nhìn thấy",
  fieldRequired: "{field} là bắt buộc",
  fieldEmpty: "{field} không được để trống",
  fieldTooLong: "{field} dài hơn {max} ký tự",
  fieldText: "{field} phải là văn bản",
  fieldString: "{field} phải là chuỗi",
  fieldOneOf: "{field} phải là một trong {values}",
  fieldType: "{field} phải là {expected}",
  fieldInvalid: "{field} không hợp lệ",
  received: "{message} (đã nhận {received})",
} satisfies RefusalWords;
