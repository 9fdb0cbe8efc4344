import { DeliveryLog } from "./DeliveryLog";

/** Staff's screen: every customer's webhook deliveries, with the customer's name. */
const WebhookLogPage = () => <DeliveryLog staff />;

export default WebhookLogPage;
