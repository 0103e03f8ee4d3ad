// Georgian: the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const ka: LinkPageMessages = {
  heading: "აირჩიეთ გადახდის გზა",
  price: "ფასი",
  rateNote: "თანხები მიმდინარე გაცვლითი კურსითაა. არჩევის შემდეგ გადასახდელად გაქვთ {minutes} წთ.",
  inactiveHeading: "გადახდის ეს ბმული აღარ არის აქტიური",
  notFoundHeading: "გადახდის ასეთი ბმული არ არსებობს",
  askMerchant: "სთხოვეთ გამყიდველს ახალი ბმული.",
  failed: "ამ არჩევანის გაკეთება ახლა ვერ მოხერხდა. აირჩიეთ გადახდის სხვა გზა.",
  quoteChanged: "ამ გვერდის ჩვენების შემდეგ ფასები შეიცვალა. შეამოწმეთ ახალი თანხები და აირჩიეთ ხელახლა.",
};
export default ka;
