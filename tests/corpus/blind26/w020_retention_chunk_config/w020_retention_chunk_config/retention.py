import math

import torch
import torch.nn.functional as F

from .config import DEFAULT_CONFIG, DecayMode
from .kernels import call_intra_chunk

KERNEL = "v2"


def _decay_mask(log_gammas, c: int, device):
    idx = torch.arange(c, device=device, dtype=torch.float32)
    diff = idx[:, None] - idx[None, :]
    lg = torch.tensor(log_gammas, device=device).view(-1, 1, 1)
    mask = torch.exp(diff * lg).masked_fill(diff < 0, 0.0)
    return mask  # [h, c, c]


@torch.compile(fullgraph=True)
def chunkwise_retention(q, k, v):
    """q, k, v: [b, h, t, d]. Returns (out, final_state)."""
    cfg = DEFAULT_CONFIG.with_default_gammas()
    assert cfg.decay_mode is DecayMode.FIXED, "learned decay uses the fused kernel"
    b, h, t, d = q.shape
    c = cfg.chunk_size
    n_chunks = math.ceil(t / c)
    pad = n_chunks * c - t
    if pad:
        q, k, v = (F.pad(x, (0, 0, 0, pad)) for x in (q, k, v))
    log_g = cfg.log_gammas()
    mask = _decay_mask(log_g, c, q.device)
    lg = torch.tensor(log_g, device=q.device).view(1, h, 1, 1)
    pos = torch.arange(c, device=q.device, dtype=torch.float32).view(1, 1, c, 1)
    state = q.new_zeros(b, h, d, v.shape[-1])
    outs = []
    for i in range(n_chunks):
        sl = slice(i * c, (i + 1) * c)
        qc, kc, vc = q[:, :, sl], k[:, :, sl], v[:, :, sl]
        inner = call_intra_chunk(KERNEL, qc, kc, vc, mask)
        cross = (qc * torch.exp(lg * (pos + 1))) @ state
        outs.append(inner + cross)
        k_dec = kc * torch.exp(lg * (c - 1 - pos))
        state = state * torch.exp(lg * c) + k_dec.transpose(-1, -2) @ vc
    out = torch.cat(outs, dim=2)[:, :, :t]
    return out, state
