// The merchant's mail in Korean.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "판매자 포털 비밀번호 재설정",
    asked: "{origin}의 판매자 포털 계정 비밀번호 재설정이 요청되었습니다(본인이 요청하신 것이기를 바랍니다).",
    useLink: "{minutes}분 안에 아래 링크로 새 비밀번호를 설정하세요. 링크는 한 번만 사용할 수 있습니다:",
    signsOut: "새 비밀번호를 설정하면 모든 기기에서 로그아웃됩니다. 2단계 인증은 그대로 유지됩니다.",
    notYou: "요청하지 않으셨다면 이 메일을 무시하세요. 비밀번호는 그대로 유지됩니다.",
  },
  paymentCompleted: {
    subject: "결제 완료: {amount} {currency}",
    completed: "주문 {orderId}의 결제가 완료되었습니다. 받은 금액: {amount} {currency}",
    completedWithReference: "주문 {orderId}(참조 번호 {reference})의 결제가 완료되었습니다. 받은 금액: {amount} {currency}",
  },
  refundWaiting: {
    subject: "{amount} {currency} 환불이 지급을 기다리고 있습니다",
    waiting:
      "다음 환불이 지갑에서 지급되기를 기다리고 있습니다: {orderId}, {amount} {currency}, 받는 주소 {destination}. 이 서비스는 키를 보관하지 않으며 스스로 아무것도 보내지 않습니다.",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} 출금이 지급을 기다리고 있습니다",
    waiting:
      "다음 출금이 지갑에서 지급되기를 기다리고 있습니다: {orderId}, {amount} {currency}, 받는 주소 {destination}. 이 서비스는 키를 보관하지 않으며 스스로 아무것도 보내지 않습니다.",
  },
  payouts: {
    payHow: "포털의 지급 화면을 열어 지갑에서 지급하거나 취소하세요.",
  },
  notices: {
    why: "포털 계정의 알림 설정에 따라 이 메일을 보내 드렸습니다. 알림은 포털의 계정 화면에서 끌 수 있습니다.",
  },
} satisfies MailWords;
