// Gujarati: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const gu: LinkPageMessages = {
  heading: "કેવી રીતે ચૂકવવું તે પસંદ કરો",
  price: "કિંમત",
  rateNote: "રકમો વર્તમાન વિનિમય દરે. પસંદ કર્યા પછી ચૂકવવા માટે તમારી પાસે {minutes} મિનિટ છે.",
  inactiveHeading: "આ ચુકવણી લિંક હવે સક્રિય નથી",
  notFoundHeading: "આ ચુકવણી લિંક અસ્તિત્વમાં નથી",
  askMerchant: "વેપારી પાસે નવી લિંક માંગો.",
  failed: "આ પસંદગી હમણાં થઈ શકી નહીં. ચૂકવવાની બીજી રીત પસંદ કરો.",
  quoteChanged: "આ પેજ બતાવ્યા પછી કિંમતો બદલાઈ ગઈ છે. નવી રકમો તપાસો અને ફરી પસંદ કરો.",
};

export default gu;
