// Azerbaijani (Latin): the payment link page.
import type { LinkPageMessages } from "../link-page-messages.ts";

const az: LinkPageMessages = {
  heading: "Ödəniş üsulunu seçin",
  price: "Qiymət",
  rateNote: "Məbləğlər cari məzənnə ilədir. Seçimdən sonra ödəmək üçün {minutes} dəqiqəniz var.",
  inactiveHeading: "Bu ödəniş keçidi artıq aktiv deyil",
  notFoundHeading: "Belə ödəniş keçidi yoxdur",
  askMerchant: "Satıcıdan yeni keçid istəyin.",
  failed: "Bu seçimi indi etmək mümkün olmadı. Başqa ödəniş üsulu seçin.",
  quoteChanged: "Bu səhifə göstəriləndən bəri qiymətlər dəyişib. Yeni məbləğləri yoxlayın və yenidən seçin.",
};
export default az;
