// The merchant's mail in Japanese.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "加盟店ポータルのパスワード再設定",
    asked:
      "{origin} の加盟店ポータルアカウントについて、パスワードの再設定がリクエストされました（ご本人によるリクエストであることを願っています）。",
    useLink: "{minutes} 分以内に、次のリンクから新しいパスワードを設定してください。リンクは 1 回のみ有効です：",
    signsOut: "設定すると、すべての端末からログアウトされます。2 段階認証はそのままです。",
    notYou: "お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。",
  },
  paymentCompleted: {
    subject: "支払い完了：{amount} {currency}",
    completed: "注文 {orderId} が完了しました。受け取った金額：{amount} {currency}",
    completedWithReference: "注文 {orderId}（お客様の参照番号 {reference}）が完了しました。受け取った金額：{amount} {currency}",
  },
  paymentsDigest: {
    subject: "{until} までに完了した支払い：{count} 件",
    summary: "前回のまとめ以降、{until} までに完了した支払い：{count} 件。",
    totals: "受け取った金額（資産ごと）：",
    more: "ほかに {count} 件あります。すべてポータルの「注文」画面で確認できます。",
  },
  refundWaiting: {
    subject: "{amount} {currency} の返金が支払い待ちです",
    waiting:
      "{destination} への {amount} {currency} の返金 {orderId} は、お使いのウォレットからの支払いを待っています。本サービスは鍵を一切保持せず、自ら送金することはありません。",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} の出金が支払い待ちです",
    waiting:
      "{destination} への {amount} {currency} の出金 {orderId} は、お使いのウォレットからの支払いを待っています。本サービスは鍵を一切保持せず、自ら送金することはありません。",
  },
  payouts: {
    payHow: "ポータルの「支払い処理」を開き、ウォレットから支払うか、キャンセルしてください。",
  },
  callbacksFailing: {
    subject: "{since} 以降、{callbackHost} へのコールバックが失敗しています",
    failing:
      "{since} 以降、{callbackHost}（連携 {integrationId}）への注文ステータスのコールバックがすべて失敗しています。間隔を広げながら再試行を待っているコールバック：{waiting} 件。",
    lastError: "最後の試行：{error}",
    fix: "サーバーがコールバック URL で 2xx ステータスを返しているか確認してください。この一連の失敗についてのお知らせはこれだけです。次のお知らせは、コールバックが届いた後に再び失敗したときに送られます。",
  },
  reorgAfterCredit: {
    subject: "注文 {orderId} に入金計上された送金がチェーンから消えました",
    replaced:
      "トランザクション {hash}（{amount} {currency}、注文 {orderId} に入金計上済み）を含んでいた {network} のブロック {blockNumber} がチェーンの再編成で置き換えられ、このトランザクションは現在チェーンのどのブロックにもありません。",
    stands:
      "入金計上はそのままです。本サービスが自ら取り消すことはありません。これをもとに発送や支払いを行う前に、支払者に確認するかエクスプローラーでトランザクションを確認してください。後のブロックに戻った場合は、注文にもそれが表示されます。",
  },
  notices: {
    why: "ポータルアカウントの通知設定に基づき、このメールをお送りしています。通知はポータルの「アカウント」画面でオフにできます。",
  },
} satisfies MailWords;
