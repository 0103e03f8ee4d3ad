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
  notices: {
    why: "您收到此郵件，是因為您的後台帳戶通知設定如此；可在後台的「帳戶」頁面關閉通知。",
  },
} satisfies MailWords;
