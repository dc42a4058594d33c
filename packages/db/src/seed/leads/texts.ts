/** pt-BR annotation texts for demo lead histories. `{nome}` = lead's first name, `{emp}` = enterprise name. */
import type { FOLLOW_UP_TYPES } from "@portal/contracts/lead-enums";

type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

export const ANNOTATION_TEXTS: Readonly<Record<FollowUpType, readonly string[]>> = {
  NOTE: [
    "Cliente procura apartamento de 2 dormitórios com varanda, próximo ao trabalho.",
    "{nome} quer usar o FGTS na entrada; pediu simulação com financiamento pela Caixa.",
    "Perfil investidor: busca unidade compacta para locação no {emp}.",
    "Mora de aluguel, quer sair até o fim do ano. Renda familiar em torno de R$ 9 mil.",
    "Tem um imóvel para vender antes de fechar negócio; acompanhar.",
    "Casal com um filho pequeno, prioriza área de lazer e segurança.",
    "Cliente gostou da planta de 3 dormitórios, mas achou o valor acima do orçamento.",
    "Pediu para retornar depois das 18h, horário em que sai do trabalho.",
  ],
  CALL: [
    "Liguei para {nome}, apresentei o {emp} e combinamos de enviar a tabela por WhatsApp.",
    "Ligação sem resposta, caixa postal. Tentar novamente amanhã de manhã.",
    "Conversamos por 15 minutos; {nome} tem interesse, mas está comparando com outra construtora.",
    "Cliente atendeu, disse que está sem tempo esta semana. Retornar na segunda-feira.",
    "Retorno de ligação: {nome} confirmou interesse e quer conhecer o decorado.",
    "Liguei para confirmar a visita de sábado; cliente confirmou presença com a esposa.",
  ],
  VISIT: [
    "{nome} visitou o stand do {emp} e conheceu o apartamento decorado.",
    "Visita realizada com a família; gostaram da localização e da área de lazer.",
    "Cliente visitou a obra, ficou em dúvida entre a unidade de frente e a de fundos.",
    "Visita ao decorado; cliente pediu proposta para a unidade do 8º andar.",
  ],
  EMAIL: [
    "Enviei por e-mail a tabela de preços e o memorial descritivo do {emp}.",
    "E-mail com a simulação de financiamento enviado; aguardando retorno.",
    "Cliente respondeu o e-mail pedindo as plantas com medidas.",
    "Enviei a proposta formal por e-mail para análise de {nome}.",
  ],
  WHATSAPP: [
    "Mandei fotos do decorado e o vídeo do tour 360 pelo WhatsApp.",
    "{nome} respondeu no WhatsApp perguntando sobre vagas de garagem.",
    "Enviei a localização do stand e o horário de funcionamento pelo WhatsApp.",
    "Cliente visualizou a mensagem mas não respondeu; reforçar amanhã.",
    "Conversa pelo WhatsApp: {nome} quer saber o valor do condomínio estimado.",
    "Enviei a condição especial do mês para o {emp}; cliente pediu para pensar.",
  ],
};

export function fillText(template: string, firstName: string, enterpriseName: string): string {
  return template.replaceAll("{nome}", firstName).replaceAll("{emp}", enterpriseName);
}
