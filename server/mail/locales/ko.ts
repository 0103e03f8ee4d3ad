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
  paymentsDigest: {
    subject: "{until}까지 완료된 결제: {count}건",
    summary: "지난 요약 이후 {until}까지 완료된 결제: {count}건.",
    totals: "받은 금액(자산별):",
    more: "그 밖에 {count}건: 포털의 주문 화면에서 모두 볼 수 있습니다.",
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
  callbacksFailing: {
    subject: "{since}부터 {callbackHost}(으)로 보내는 콜백이 실패하고 있습니다",
    failing:
      "{since}부터 {callbackHost}(으)로 보낸 주문 상태 콜백이 모두 실패했습니다(연동 {integrationId}). 점점 긴 간격을 두고 다시 시도할 콜백: {waiting}건.",
    lastError: "마지막 시도: {error}",
    fix: "서버가 콜백 URL에서 2xx 상태로 응답하는지 확인하세요. 이번 연속 실패에 대한 안내는 이 메일 하나뿐입니다. 다음 안내는 콜백이 전달된 뒤 다시 실패할 때 보내드립니다.",
  },
  reorgAfterCredit: {
    subject: "주문 {orderId}에 입금 처리된 이체가 더 이상 체인에 없습니다",
    replaced:
      "거래 {hash}({amount} {currency}, 주문 {orderId}에 입금 처리됨)가 들어 있던 {network} 블록 {blockNumber}이(가) 체인 재구성으로 대체되어, 이 거래는 지금 체인의 어느 블록에도 없습니다.",
    stands:
      "입금 처리는 유지됩니다. 서비스가 스스로 입금 처리를 되돌리는 일은 없습니다. 이를 근거로 상품을 발송하거나 지급하기 전에 결제자에게 또는 탐색기에서 거래를 확인하세요. 이후 블록에 다시 포함되면 주문에도 그렇게 표시됩니다.",
  },
  notices: {
    why: "포털 계정의 알림 설정에 따라 이 메일을 보내 드렸습니다. 알림은 포털의 계정 화면에서 끌 수 있습니다.",
  },
} satisfies MailWords;
