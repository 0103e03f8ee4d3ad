// The merchant's mail in Punjabi.
import type { MailWords } from "./en.ts";

export default {
  passwordReset: {
    subject: "ਆਪਣੇ ਵਪਾਰੀ ਪੋਰਟਲ ਦਾ ਪਾਸਵਰਡ ਰੀਸੈੱਟ ਕਰੋ",
    asked: "ਕਿਸੇ ਨੇ (ਉਮੀਦ ਹੈ ਤੁਸੀਂ ਹੀ) {origin} ਉੱਤੇ ਤੁਹਾਡੇ ਵਪਾਰੀ ਪੋਰਟਲ ਖਾਤੇ ਦਾ ਪਾਸਵਰਡ ਰੀਸੈੱਟ ਕਰਨ ਦੀ ਬੇਨਤੀ ਕੀਤੀ ਹੈ।",
    useLink: "ਇਸ ਲਿੰਕ ਨਾਲ {minutes} ਮਿੰਟਾਂ ਦੇ ਅੰਦਰ ਨਵਾਂ ਪਾਸਵਰਡ ਸੈੱਟ ਕਰੋ; ਇਹ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਕੰਮ ਕਰਦਾ ਹੈ:",
    signsOut: "ਪਾਸਵਰਡ ਸੈੱਟ ਕਰਦਿਆਂ ਹੀ ਤੁਸੀਂ ਹਰ ਥਾਂ ਤੋਂ ਸਾਈਨ ਆਊਟ ਹੋ ਜਾਓਗੇ। ਦੋ-ਪੜਾਵੀ ਪ੍ਰਮਾਣੀਕਰਨ ਜਿਵੇਂ ਹੈ ਉਵੇਂ ਹੀ ਰਹੇਗਾ।",
    notYou: "ਜੇ ਤੁਸੀਂ ਇਹ ਬੇਨਤੀ ਨਹੀਂ ਕੀਤੀ, ਤਾਂ ਇਸ ਸੁਨੇਹੇ ਨੂੰ ਅਣਡਿੱਠਾ ਕਰੋ: ਤੁਹਾਡਾ ਪਾਸਵਰਡ ਜਿਵੇਂ ਹੈ ਉਵੇਂ ਹੀ ਰਹੇਗਾ।",
  },
  paymentCompleted: {
    subject: "ਭੁਗਤਾਨ ਪੂਰਾ ਹੋਇਆ: {amount} {currency}",
    completed: "ਆਰਡਰ {orderId} ਪੂਰਾ ਹੋ ਗਿਆ ਹੈ: {amount} {currency} ਪ੍ਰਾਪਤ ਹੋਏ।",
    completedWithReference: "ਆਰਡਰ {orderId} (ਤੁਹਾਡਾ ਹਵਾਲਾ {reference}) ਪੂਰਾ ਹੋ ਗਿਆ ਹੈ: {amount} {currency} ਪ੍ਰਾਪਤ ਹੋਏ।",
  },
  refundWaiting: {
    subject: "{amount} {currency} ਦੀ ਵਾਪਸੀ ਭੁਗਤਾਨ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੈ",
    waiting:
      "{destination} ਨੂੰ {amount} {currency} ਦੀ ਵਾਪਸੀ {orderId} ਤੁਹਾਡੇ ਵਾਲਿਟ ਵੱਲੋਂ ਭੁਗਤਾਨ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੈ: ਸੇਵਾ ਕੋਲ ਕੋਈ ਕੁੰਜੀ ਨਹੀਂ ਹੈ ਅਤੇ ਇਹ ਆਪ ਕੁਝ ਨਹੀਂ ਭੇਜਦੀ।",
  },
  withdrawalWaiting: {
    subject: "{amount} {currency} ਕਢਵਾਉਣ ਦੀ ਬੇਨਤੀ ਭੁਗਤਾਨ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੈ",
    waiting:
      "{destination} ਨੂੰ {amount} {currency} ਕਢਵਾਉਣ ਦੀ ਬੇਨਤੀ {orderId} ਤੁਹਾਡੇ ਵਾਲਿਟ ਵੱਲੋਂ ਭੁਗਤਾਨ ਦੀ ਉਡੀਕ ਵਿੱਚ ਹੈ: ਸੇਵਾ ਕੋਲ ਕੋਈ ਕੁੰਜੀ ਨਹੀਂ ਹੈ ਅਤੇ ਇਹ ਆਪ ਕੁਝ ਨਹੀਂ ਭੇਜਦੀ।",
  },
  payouts: {
    payHow: "ਇਸਨੂੰ ਆਪਣੇ ਵਾਲਿਟ ਤੋਂ ਭੁਗਤਾਨ ਕਰਨ ਲਈ ਪੋਰਟਲ ਵਿੱਚ “ਪੇਆਊਟ” ਖੋਲ੍ਹੋ, ਜਾਂ ਇਸਨੂੰ ਰੱਦ ਕਰੋ।",
  },
  notices: {
    why: "ਤੁਹਾਨੂੰ ਇਹ ਸੁਨੇਹਾ ਇਸ ਲਈ ਮਿਲਿਆ ਹੈ ਕਿਉਂਕਿ ਤੁਹਾਡੇ ਪੋਰਟਲ ਖਾਤੇ ਦੀਆਂ ਸੂਚਨਾ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਇਹ ਚੁਣਿਆ ਹੋਇਆ ਹੈ; ਪੋਰਟਲ ਦੀ “ਖਾਤਾ” ਸਕ੍ਰੀਨ ਵਿੱਚ ਤੁਸੀਂ ਇਹਨਾਂ ਨੂੰ ਬੰਦ ਕਰ ਸਕਦੇ ਹੋ।",
  },
} satisfies MailWords;
