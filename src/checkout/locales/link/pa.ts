// Punjabi (Gurmukhi): the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const pa: LinkPageMessages = {
  heading: "ਭੁਗਤਾਨ ਦਾ ਤਰੀਕਾ ਚੁਣੋ",
  price: "ਕੀਮਤ",
  rateNote: "ਰਕਮਾਂ ਮੌਜੂਦਾ ਵਟਾਂਦਰਾ ਦਰ ਉੱਤੇ। ਚੁਣਨ ਤੋਂ ਬਾਅਦ ਭੁਗਤਾਨ ਲਈ ਤੁਹਾਡੇ ਕੋਲ {minutes} ਮਿੰਟ ਹਨ।",
  inactiveHeading: "ਇਹ ਭੁਗਤਾਨ ਲਿੰਕ ਹੁਣ ਸਰਗਰਮ ਨਹੀਂ ਹੈ",
  notFoundHeading: "ਇਹ ਭੁਗਤਾਨ ਲਿੰਕ ਮੌਜੂਦ ਨਹੀਂ ਹੈ",
  askMerchant: "ਵਪਾਰੀ ਤੋਂ ਨਵਾਂ ਲਿੰਕ ਮੰਗੋ।",
  failed: "ਇਹ ਚੋਣ ਹੁਣੇ ਨਹੀਂ ਹੋ ਸਕੀ। ਭੁਗਤਾਨ ਦਾ ਕੋਈ ਹੋਰ ਤਰੀਕਾ ਚੁਣੋ।",
  quoteChanged: "ਇਹ ਪੰਨਾ ਦਿਖਾਏ ਜਾਣ ਤੋਂ ਬਾਅਦ ਕੀਮਤਾਂ ਬਦਲ ਗਈਆਂ ਹਨ। ਨਵੀਆਂ ਰਕਮਾਂ ਦੇਖੋ ਅਤੇ ਮੁੜ ਚੁਣੋ।",
};

export default pa;
