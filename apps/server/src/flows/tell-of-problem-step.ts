import type { OnProblemStep } from "../modules/orders";
import type { NoticePost, PostNotices } from "../modules/system";

// Use case: a problem order (问题件) moves a step, and the other side is told in its console inbox: the
// customer's users when staff raise or resolve it, the staff user who raised it when the customer answers. The
// orders module's step opens the transaction; this flow is what it also writes in the system module, handed to
// orders by app.ts as its `OnProblemStep`. Nothing to compensate: the notice commits or rolls back with the step.

/** The screen each notice opens: the problem list, on the problem. */
const SCREEN = "orders/problem";

/** The notice a problem's step posts. */
export const problemStepNotice = (step: Parameters<OnProblemStep>[1]): NoticePost => ({
  to: step.kind === "problemAnswered" ? { userIds: [step.raisedBy] } : { orgId: step.orgId },
  kind: step.kind,
  params: { orderNo: step.orderNo, note: step.note },
  link: `/orders/problem?id=${step.problemId}`,
  screen: SCREEN,
});

export const tellOfProblemStep =
  (postNotices: PostNotices): OnProblemStep =>
  async (tx, step) => {
    await postNotices(tx, problemStepNotice(step));
  };
