// Entry of the hosted checkout page (/pay?integrationId=…&orderId=…).
import "./styles/base.css";
import "./styles/checkout.css";
import { startCheckout } from "./start.tsx";

const mount = document.getElementById("app");
if (mount) {
  void startCheckout({
    search: location.search,
    languages: navigator.languages?.length ? navigator.languages : [navigator.language],
    document,
    mount,
  });
}
