import { changePasswordBody } from "@portal/contracts/auth";
import { messageResponse } from "@portal/contracts/common";
import { FIELD_MSG, MSG } from "@portal/contracts/messages";
import { completeRegistrationBody, profileUpdateBody, userSchema } from "@portal/contracts/users";
import { fieldError } from "@portal/domain/app-error";
import { sniffImage } from "@portal/domain/storage";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestMeta } from "../../lib/http";
import { toUserDto } from "./users.mapper";

const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** /admin/profile: the caller's own profile (any authenticated user). */
export default async function profileRoutes(app: FastifyInstance) {
  app.addHook("onRequest", app.authenticate);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, passwords } = app.services;
  const tags = ["profile"];

  r.get("/admin/profile", { schema: { tags, response: { 200: userSchema } } }, async (request) =>
    toUserDto(await users.get(request.auth.id)),
  );

  r.put(
    "/admin/profile",
    { schema: { tags, body: profileUpdateBody, response: { 200: userSchema } } },
    async (request) => toUserDto(await users.updateProfile(request.auth, request.body)),
  );

  r.put(
    "/admin/profile/change-password",
    { schema: { tags, body: changePasswordBody, response: { 200: messageResponse } } },
    async (request) => {
      await passwords.change(
        request.auth,
        request.body.current_password,
        request.body.new_password,
        requestMeta(request),
      );
      return { message: MSG.passwordChanged };
    },
  );

  r.put(
    "/admin/profile/complete-registration",
    { schema: { tags, body: completeRegistrationBody, response: { 200: userSchema } } },
    async (request) => toUserDto(await users.completeRegistration(request.auth, request.body, requestMeta(request))),
  );

  r.post(
    "/admin/profile/image",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 200: userSchema } } },
    async (request) => {
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!file) throw fieldError("file", FIELD_MSG.required);
      const buf = await file.toBuffer();
      const kind = sniffImage(buf);
      if (!kind) throw fieldError("file", FIELD_MSG.imageFile);
      const key = `avatars/${request.auth.id}-${Date.now()}.${kind.ext}`;
      await app.storage.put(key, buf);
      return toUserDto(await users.setImage(request.auth, `/uploads/${key}`));
    },
  );

  // Avatars are served to authenticated users only.
  r.get(
    "/uploads/avatars/:file",
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.(png|jpg|webp)$/i) }) } },
    async (request, reply) => {
      const stream = await app.storage.get(`avatars/${request.params.file}`);
      if (!stream) return reply.code(404).send({ statusCode: 404, error: "Not Found", message: MSG.notFound });
      const ext = request.params.file.split(".").pop();
      reply.header("content-type", ext === "png" ? "image/png" : ext === "webp" ? "image/webp" : "image/jpeg");
      reply.header("cache-control", "private, max-age=86400");
      return reply.send(stream);
    },
  );
}
