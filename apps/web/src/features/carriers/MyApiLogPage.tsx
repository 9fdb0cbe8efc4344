import { ApiLogScreen } from "./ApiLogScreen";

/** A customer's own calls to the open API, with their statistics (issue 16). */
const MyApiLogPage = () => <ApiLogScreen own />;

export default MyApiLogPage;
