// The merchant's mail in Chinese (Traditional).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "重設商家後台密碼",
    asked: "有人（希望是您本人）申請重設您在 {origin} 的商家後台帳戶密碼。",
    useLink: "請在 {minutes} 分鐘內透過以下連結設定新密碼，此連結僅能使用一次：",
    signsOut: "設定後，您將在所有裝置上登出。雙重驗證保持不變。",
    notYou: "如果這不是您本人的申請，請忽略此郵件：您的密碼保持不變。",
  },
  paymentCompleted: {
    subject: "付款已完成：{amount} {currency}",
    completed: "訂單 {orderId} 已完成：已收到 {amount} {currency}。",
    completedWithReference: "訂單 {orderId}（您的參考編號 {reference}）已完成：已收到 {amount} {currency}。",
  },
  paymentsDigest: {
    subject: "截至 {until} 已完成的付款：{count} 筆",
    summary: "自上次摘要以來，截至 {until} 已完成的付款：{count} 筆。",
    totals: "已收金額（按資產）：",
    more: "另有 {count} 筆：入口網站的「訂單」畫面列出全部。",
  },
  refundWaiting: {
    subject: "一筆 {amount} {currency} 的退款等待支付",
    waiting:
      "退款 {orderId}（{amount} {currency}，付至 {destination}）正在等待您的錢包支付：本服務不持有任何金鑰，也不會自行傳送任何款項。",
  },
  withdrawalWaiting: {
    subject: "一筆 {amount} {currency} 的提領等待支付",
    waiting:
      "提領 {orderId}（{amount} {currency}，付至 {destination}）正在等待您的錢包支付：本服務不持有任何金鑰，也不會自行傳送任何款項。",
  },
  payouts: {
    payHow: "請在後台開啟「出款」，從您的錢包支付，或將其取消。",
  },
  callbacksFailing: {
    subject: "自 {since} 起傳送至 {callbackHost} 的回呼全部失敗",
    failing:
      "自 {since} 起，傳送至 {callbackHost}（整合 {integrationId}）的訂單狀態回呼全部失敗；仍待重試的回呼（重試間隔逐漸拉長）：{waiting} 個。",
    lastError: "最後一次嘗試：{error}",
    fix: "請檢查您的伺服器是否在回呼網址上以 2xx 狀態碼回應。關於這一輪連續失敗，只會寄這一封郵件：回呼恢復送達後若再次失敗，才會寄下一封。",
  },
  reorgAfterCredit: {
    subject: "訂單 {orderId} 已入帳的轉帳已不在鏈上",
    replaced:
      "{network} 上的區塊 {blockNumber} 曾包含交易 {hash}（{amount} {currency}，已入帳至訂單 {orderId}），該區塊已因鏈重組被取代，這筆交易現在不在鏈上的任何區塊中。",
    stands:
      "這筆入帳仍然有效：服務絕不會自行撤回入帳。在據此出貨或出款之前，請向付款人核實該交易，或在區塊瀏覽器上查看；如果它在之後的區塊中重新出現，訂單也會顯示出來。",
  },
  notices: {
    why: "您收到此郵件，是因為您的後台帳戶通知設定如此；可在後台的「帳戶」頁面關閉通知。",
  },
} satisfies MailWords;
