// The merchant's mail in Chinese (Simplified).
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "重置商家后台密码",
    asked: "有人（希望是您本人）申请重置您在 {origin} 的商家后台账户密码。",
    useLink: "请在 {minutes} 分钟内通过以下链接设置新密码，该链接仅可使用一次：",
    signsOut: "设置后，您将在所有设备上退出登录。双重验证保持不变。",
    notYou: "如果这不是您本人的申请，请忽略此邮件：您的密码保持不变。",
  },
  paymentCompleted: {
    subject: "付款已完成：{amount} {currency}",
    completed: "订单 {orderId} 已完成：已收到 {amount} {currency}。",
    completedWithReference: "订单 {orderId}（您的参考号 {reference}）已完成：已收到 {amount} {currency}。",
  },
  paymentsDigest: {
    subject: "截至 {until} 已完成的付款：{count} 笔",
    summary: "自上次摘要以来，截至 {until} 已完成的付款：{count} 笔。",
    totals: "已收金额（按资产）：",
    more: "另有 {count} 笔：门户的“订单”页面列出全部。",
  },
  refundWaiting: {
    subject: "一笔 {amount} {currency} 的退款等待支付",
    waiting:
      "退款 {orderId}（{amount} {currency}，付至 {destination}）正在等待您的钱包支付：本服务不持有任何密钥，也不会自行发送任何款项。",
  },
  withdrawalWaiting: {
    subject: "一笔 {amount} {currency} 的提现等待支付",
    waiting:
      "提现 {orderId}（{amount} {currency}，付至 {destination}）正在等待您的钱包支付：本服务不持有任何密钥，也不会自行发送任何款项。",
  },
  payouts: {
    payHow: "请在后台打开“出款”，从您的钱包支付，或将其取消。",
  },
  callbacksFailing: {
    subject: "自 {since} 起发往 {callbackHost} 的回调全部失败",
    failing:
      "自 {since} 起，发往 {callbackHost}（集成 {integrationId}）的订单状态回调全部失败；仍待重试的回调（重试间隔逐渐加长）：{waiting} 个。",
    lastError: "最后一次尝试：{error}",
    fix: "请检查您的服务器是否在回调网址上以 2xx 状态码应答。关于这一轮连续失败，只会发这一封邮件：回调恢复送达后若再次失败，才会发下一封。",
  },
  reorgAfterCredit: {
    subject: "订单 {orderId} 已入账的转账已不在链上",
    replaced:
      "{network} 上的区块 {blockNumber} 曾包含交易 {hash}（{amount} {currency}，已入账到订单 {orderId}），该区块已因链重组被替换，这笔交易现在不在链上的任何区块中。",
    stands:
      "这笔入账仍然有效：服务绝不会自行撤回入账。在据此发货或出款之前，请向付款人核实该交易，或在区块浏览器上查看；如果它在之后的区块中重新出现，订单也会显示出来。",
  },
  notices: {
    why: "您收到此邮件，是因为您的后台账户通知设置如此；可在后台的“账户”页面关闭通知。",
  },
} satisfies MailWords;
