import { partnerClientBody, partnerClientSchema } from "@portal/contracts/partners";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

/** POST /leads/partner-clients: a partner broker registers their own client (decision 064). */
export default async function partnerClientsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { partnerClients } = app.services.leads;

  r.post(
    "/leads/partner-clients",
    {
      schema: {
        tags: ["leads"],
        description:
          "The partner's client for an enterprise becomes a lead they own (source AGENT_PARTNER, CPF as its document): " +
          "201. The partner's own client again (same phone or CPF): 200, the same lead. A phone or CPF that is already " +
          "another owner's lead (or in the base) of that enterprise: 409 'Cliente já cadastrado...' without any of its " +
          "data; the lead's history records the indication and its owner (else the partnership coordinators) is notified.",
        body: partnerClientBody,
        response: { 200: partnerClientSchema, 201: partnerClientSchema },
      },
    },
    async (request, reply) => {
      const { lead, alreadyYours } = await partnerClients.register(request.auth, request.body);
      return reply.code(alreadyYours ? 200 : 201).send({
        _id: lead.id,
        full_name: lead.fullName,
        phone: lead.phone,
        cpf: lead.document,
        email: lead.email,
        enterprise_id: lead.enterpriseId,
        already_yours: alreadyYours,
      });
    },
  );
}
