// The merchant's mail in Vietnamese.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "Đặt lại mật khẩu cổng người bán",
    asked: "Có người (chúng tôi mong là bạn) đã yêu cầu đặt lại mật khẩu tài khoản cổng người bán của bạn tại {origin}.",
    useLink: "Hãy đặt mật khẩu mới bằng liên kết này trong vòng {minutes} phút; liên kết chỉ dùng được một lần:",
    signsOut: "Sau khi đặt mật khẩu mới, bạn sẽ được đăng xuất khỏi mọi nơi. Xác thực hai lớp vẫn giữ nguyên.",
    notYou: "Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.",
  },
  paymentCompleted: {
    subject: "Thanh toán hoàn tất: {amount} {currency}",
    completed: "Đơn hàng {orderId} đã hoàn tất: đã nhận {amount} {currency}.",
    completedWithReference: "Đơn hàng {orderId} (mã tham chiếu của bạn {reference}) đã hoàn tất: đã nhận {amount} {currency}.",
  },
  paymentsDigest: {
    subject: "Thanh toán đã hoàn tất đến {until}: {count}",
    summary: "Các thanh toán đã hoàn tất kể từ bản tóm tắt gần nhất của bạn đến {until}: {count}.",
    totals: "Đã nhận, theo từng tài sản:",
    more: "Và {count} thanh toán khác: màn hình Đơn hàng trong cổng thông tin liệt kê tất cả.",
  },
  refundWaiting: {
    subject: "Khoản hoàn tiền {amount} {currency} đang chờ thanh toán",
    waiting:
      "Khoản hoàn tiền {orderId} trị giá {amount} {currency} đến {destination} đang chờ ví của bạn thanh toán: dịch vụ không giữ khóa nào và không tự gửi đi bất cứ thứ gì.",
  },
  withdrawalWaiting: {
    subject: "Khoản rút tiền {amount} {currency} đang chờ thanh toán",
    waiting:
      "Khoản rút tiền {orderId} trị giá {amount} {currency} đến {destination} đang chờ ví của bạn thanh toán: dịch vụ không giữ khóa nào và không tự gửi đi bất cứ thứ gì.",
  },
  payouts: {
    payHow: "Mở mục Khoản chi trong cổng để thanh toán khoản này từ ví của bạn, hoặc hủy khoản này.",
  },
  callbacksFailing: {
    subject: "Callback tới {callbackHost} thất bại từ {since}",
    failing:
      "Mọi callback trạng thái đơn hàng tới {callbackHost} (tích hợp {integrationId}) đều thất bại từ {since}; số callback còn chờ thử lại, với khoảng nghỉ ngày càng dài: {waiting}.",
    lastError: "Lần thử gần nhất: {error}",
    fix: "Hãy kiểm tra máy chủ của bạn có trả lời tại URL callback với mã trạng thái 2xx hay không. Đây là thông báo duy nhất về đợt lỗi này: thông báo tiếp theo chỉ đến sau khi callback được gửi thành công trở lại rồi lại thất bại.",
  },
  reorgAfterCredit: {
    subject: "Một giao dịch chuyển đã ghi có cho đơn hàng {orderId} không còn trên chuỗi",
    replaced:
      "Khối {blockNumber} của mạng {network}, khối chứa giao dịch {hash} ({amount} {currency}, đã ghi có cho đơn hàng {orderId}), đã bị thay thế do tái tổ chức chuỗi, và giờ giao dịch không nằm trong khối nào của chuỗi.",
    stands:
      "Khoản ghi có vẫn giữ nguyên: dịch vụ không bao giờ tự thu hồi. Hãy kiểm tra giao dịch với người trả tiền hoặc trên trình khám phá trước khi giao hàng hay chi tiền dựa trên nó; nếu giao dịch quay lại trong một khối sau, đơn hàng cũng sẽ hiển thị điều đó.",
  },
  notices: {
    why: "Bạn nhận được email này vì phần thông báo của tài khoản cổng được thiết lập như vậy; bạn có thể tắt chúng trong màn hình Tài khoản của cổng.",
  },
} satisfies MailWords;
