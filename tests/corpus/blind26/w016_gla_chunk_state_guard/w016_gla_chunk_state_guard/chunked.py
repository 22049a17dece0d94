import torch
import torch.nn.functional as F

import w016_gla_chunk_state_guard.state_ops as so

CHUNK = 4


def _intra_chunk(q, k, v, g_cum):
    qg = q * torch.exp(g_cum)
    kg = k * torch.exp(-g_cum)
    attn = qg @ kg.transpose(-1, -2)
    c = q.shape[-2]
    causal = torch.ones(c, c, dtype=torch.bool, device=q.device).tril()
    return attn.masked_fill(~causal, 0.0) @ v


@torch.compile(fullgraph=True, dynamic=False)
def chunk_gla_forward(q, k, v, gate_logits):
    """q, k: [b, h, t, dk]; v: [b, h, t, dv]; gate_logits: [b, h, t, dk]."""
    b, h, t, dk = q.shape
    g = F.logsigmoid(gate_logits) / 16.0
    state = so.init_state(q, v)
    outs = []
    for start in range(0, t, CHUNK):
        sl = slice(start, start + CHUNK)
        qc, kc, vc = q[:, :, sl], k[:, :, sl], v[:, :, sl]
        g_cum = torch.cumsum(g[:, :, sl], dim=2)
        o = _intra_chunk(qc, kc, vc, g_cum) + (qc * torch.exp(g_cum)) @ state
        outs.append(o)
        state = so.carry_state(state, kc, vc, g_cum)
    return torch.cat(outs, dim=2), state
