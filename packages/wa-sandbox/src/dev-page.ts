import type { WaSandbox } from "./types";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The developer's phone: send a message as a contact, make the next sends fail, switch status order, and watch what
 * the portal sent and which webhooks went back. Plain HTML and fetch against /__sandbox, no build step.
 */
export function devPage(sandbox: WaSandbox): string {
  const phone = sandbox.phoneNumbers[0]!;
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox WhatsApp</title>
<style>
body{font:14px system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1f2933}
header{background:#075e54;color:#fff;padding:12px 16px}h1{font-size:18px;margin:0}
main{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:12px;padding:12px}
section{background:#fff;border-radius:8px;padding:12px;box-shadow:0 1px 2px #0002}h2{font-size:15px;margin:0 0 8px}
label{display:block;margin:6px 0 2px}input,select,textarea{width:100%;box-sizing:border-box;padding:6px;font:inherit}
button{margin-top:8px;padding:6px 12px;background:#128c7e;color:#fff;border:0;border-radius:4px;cursor:pointer}
table{width:100%;border-collapse:collapse;font-size:12px}td,th{border-bottom:1px solid #e4e7eb;padding:4px;text-align:left;vertical-align:top}
code{font-size:11px;word-break:break-all}.muted{color:#616e7c;font-size:12px}
</style></head><body>
<header><h1>Sandbox da WhatsApp Cloud API</h1>
<div class="muted" style="color:#d9fdd3">Número ${escapeHtml(phone.display_phone_number)} · phone_number_id ${escapeHtml(phone.id)} · WABA ${escapeHtml(phone.waba_id)}</div></header>
<main>
<section><h2>Mensagem de um contato</h2>
<form id="inbound">
<label>Telefone do contato (wa_id)</label><input name="from" value="5511987650001" required>
<label>Nome</label><input name="name" value="Ana Souza">
<label>Tipo</label><select name="type"><option value="text">Texto</option><option value="image">Imagem</option><option value="document">Documento</option></select>
<label>Texto ou legenda</label><textarea name="text" rows="2">Olá, tenho interesse no apartamento.</textarea>
<label><input type="checkbox" name="dup" style="width:auto"> Entregar em duplicidade</label>
<button>Enviar ao portal</button> <button type="button" id="stop">Parar marketing</button> <button type="button" id="resume">Retomar marketing</button></form><p id="inbound-out" class="muted"></p></section>
<section><h2>Falhas e comportamento</h2>
<form id="failure">
<label>Próximo envio falha com o código</label>
<select name="code"><option>130429</option><option>131056</option><option>131047</option><option>131026</option><option>131049</option><option>131050</option><option>132001</option><option>132000</option><option>132015</option><option>190</option><option>131000</option></select>
<label>Somente para o número (opcional)</label><input name="to">
<label>Quantas vezes (0 = até limpar)</label><input name="times" type="number" value="1" min="0">
<button>Aplicar</button> <button type="button" id="clear">Limpar falhas</button></form>
<form id="settings">
<label>Ordem dos status</label><select name="statusOrder"><option value="in_order">Em ordem (sent, delivered, read)</option><option value="out_of_order">Fora de ordem (read antes de sent)</option></select>
<label><input type="checkbox" name="duplicateWebhooks" style="width:auto"> Webhooks duplicados</label>
<label><input type="checkbox" name="readReceipts" style="width:auto" checked> Confirmação de leitura</label>
<button>Salvar</button></form><p id="settings-out" class="muted"></p></section>
<section style="grid-column:1/-1"><h2>Mensagens enviadas pelo portal</h2><table><thead><tr><th>Quando</th><th>Para</th><th>Tipo</th><th>Conteúdo</th><th>Status</th></tr></thead><tbody id="messages"></tbody></table></section>
<section style="grid-column:1/-1"><h2>Webhooks enviados</h2><p class="muted">Destino: <span id="target"></span></p><table><thead><tr><th>#</th><th>Conteúdo</th><th>Resultado</th><th>Tentativas</th></tr></thead><tbody id="webhooks"></tbody></table></section>
</main>
<script>
const api=(p,m='GET',b)=>fetch('/__sandbox'+p,{method:m,headers:{'content-type':'application/json'},body:b&&JSON.stringify(b)}).then(r=>r.json());
const esc=s=>String(s).replace(/[&<>"']/g,c=>'&#'+c.charCodeAt(0)+';');
document.getElementById('inbound').onsubmit=async e=>{e.preventDefault();const f=new FormData(e.target);const type=f.get('type');
const body={from:f.get('from'),name:f.get('name'),type,duplicates:f.get('dup')?1:0};if(type==='text')body.text=f.get('text');else body.caption=f.get('text');
const r=await api('/inbound','POST',body);document.getElementById('inbound-out').textContent=r.error?('Erro: '+r.error):('Enviado: '+r.wamids.join(', '));refresh();};
for(const v of ['stop','resume'])document.getElementById(v).onclick=async()=>{const from=document.querySelector('#inbound [name=from]').value;await api('/preferences','POST',{from,value:v});document.getElementById('inbound-out').textContent=(v==='stop'?'Marketing parado para ':'Marketing retomado para ')+from;refresh();};
document.getElementById('failure').onsubmit=async e=>{e.preventDefault();const f=new FormData(e.target);const b={code:Number(f.get('code')),times:Number(f.get('times'))};if(f.get('to'))b.to=f.get('to');await api('/failures','POST',b);refresh();};
document.getElementById('clear').onclick=async()=>{await api('/failures','DELETE');refresh();};
document.getElementById('settings').onsubmit=async e=>{e.preventDefault();const f=new FormData(e.target);const s=await api('/settings','PATCH',{statusOrder:f.get('statusOrder'),duplicateWebhooks:!!f.get('duplicateWebhooks'),readReceipts:!!f.get('readReceipts')});document.getElementById('settings-out').textContent='Salvo: '+JSON.stringify(s);};
async function refresh(){const [m,w,s]=await Promise.all([api('/messages'),api('/webhooks'),api('/state')]);
document.getElementById('target').textContent=s.settings.webhookUrl||'(nenhum configurado)';
document.getElementById('messages').innerHTML=m.slice(-50).reverse().map(x=>'<tr><td>'+esc(x.at.slice(11,19))+'</td><td>'+esc(x.to)+'</td><td>'+esc(x.template?x.template.name:x.type)+'</td><td>'+esc(x.preview)+'</td><td>'+esc(x.statuses.map(t=>t.status+(t.error_code?' ('+t.error_code+')':'')).join(' → '))+'</td></tr>').join('');
document.getElementById('webhooks').innerHTML=w.slice(-50).reverse().map(x=>'<tr><td>'+x.seq+'</td><td>'+esc(x.kind)+'</td><td>'+esc(x.outcome)+'</td><td>'+esc(x.attempts.map(a=>a.status??a.error).join(', '))+'</td></tr>').join('');}
refresh();setInterval(refresh,2000);
</script></body></html>`;
}
