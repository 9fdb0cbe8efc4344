import { ApiLogScreen } from "./ApiLogScreen";

/** Every call to a provider and to the open API (spec §7 apiLog): platform staff. */
const ApiLogPage = () => <ApiLogScreen own={false} />;

export default ApiLogPage;
