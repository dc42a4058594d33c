import type { JobQueue } from "../../lib/ports";
import type { Repositories } from "../../repositories/repositories";

/** Email texts (pt-BR). Each email is an outbox row written in the caller's transaction. */
export const emails = {
  passwordReset: (name: string, link: string) => ({
    template: "password-reset",
    subject: "Redefinição de senha - Portal de Vendas",
    text: `Olá, ${name}!\n\nRecebemos um pedido para redefinir a sua senha. Use o link abaixo em até 1 hora:\n\n${link}\n\nSe você não fez este pedido, ignore este e-mail.\n`,
  }),
  /** Forgot-password for an address without an active account (decision 033): same subject, no link. */
  passwordResetNoAccount: (webUrl: string) => ({
    template: "password-reset-no-account",
    subject: "Redefinição de senha - Portal de Vendas",
    text: `Olá!\n\nRecebemos um pedido para redefinir a senha do Portal de Vendas (${webUrl}) para este e-mail, mas ele não pertence a uma conta ativa.\n\nSe você usa o portal, confira o e-mail com que se cadastrou ou fale com o administrador. Se você não fez este pedido, ignore este e-mail.\n`,
  }),
  invitation: (link: string, invitedBy: string) => ({
    template: "invitation",
    subject: "Convite para o Portal de Vendas",
    text: `Olá!\n\n${invitedBy} convidou você para acessar o Portal de Vendas. Conclua o seu cadastro pelo link abaixo (válido por 7 dias):\n\n${link}\n`,
  }),
  welcomePartner: (name: string, loginLink: string) => ({
    template: "welcome-partner",
    subject: "Bem-vindo ao Portal de Vendas",
    text: `Olá, ${name}!\n\nSeu cadastro foi recebido. Acesse ${loginLink} para completar os seus dados.\n`,
  }),
};

export class MailService {
  constructor(
    private readonly jobs: JobQueue,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Write inside the caller's transaction; returns the id to dispatch after commit. */
  queue(repos: Repositories, to: string, email: { template: string; subject: string; text: string }): Promise<string> {
    return repos.outbox.add({ to, ...email });
  }

  /** After commit: ask the worker to send now. If Redis is down, the worker's sweep sends it later. */
  async dispatch(outboxId: string): Promise<void> {
    await this.jobs.enqueue("email.send", { outboxId }).catch((err: unknown) => {
      this.log.warn({ err, outboxId }, "email.send not enqueued; the outbox sweep will send it");
    });
  }
}
