import { publicTrackingLookupSchema, publicTrackingResultSchema } from "@pp/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors";
import { languageFromHeader } from "../../platform/i18n";
import type { PublicTracking } from "./public-tracking";

// The public tracking API behind the console's /track page (issue 17). No sign-in, limited per address; a
// signed-in operator who opens the page is answered as anybody (no session, the page's language), so the call is
// never recorded as theirs.

export const publicTrackingRoutes = async (
  app: FastifyInstance,
  { tracking }: { tracking: PublicTracking },
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const answerAsNobody = async (request: FastifyRequest) => {
    request.actor = null;
    request.lang = languageFromHeader(request.headers["accept-language"]);
  };

  // Before the body is checked: malformed calls count too.
  const admit = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await tracking.admit(request.ip);
    if (verdict.allowed) return;
    reply.header("retry-after", String(verdict.retryAfterSeconds));
    throw new AppError("RATE_LIMITED", {
      params: { messageKey: "RATE_LIMITED_RETRY", seconds: verdict.retryAfterSeconds },
    });
  };

  r.post(
    "/api/public/tracking",
    {
      config: { public: true, read: true },
      onRequest: answerAsNobody,
      preValidation: admit,
      schema: {
        tags: ["tracking: public"],
        summary:
          "Public tracking (no sign-in, limited per address): up to 20 order or tracking numbers, each with its parcels' statuses, times and places",
        body: publicTrackingLookupSchema,
        response: { 200: publicTrackingResultSchema },
      },
    },
    (request) => tracking.lookup(request.lang, request.body.numbers),
  );
};
