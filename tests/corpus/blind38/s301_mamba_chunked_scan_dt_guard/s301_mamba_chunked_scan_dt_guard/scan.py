"""Chunked selective scan (reference implementation, no fused kernel)."""
import torch
import torch.nn.functional as F

from .config import SSMConfig


def _discretize(dt: torch.Tensor, A: torch.Tensor, cfg: SSMConfig):
    # dt: (B, L, D) ; A: (D, N)
    dt = F.softplus(dt)
    # Large dt values blow up exp(dt * A) in fp16; clamp only when needed so
    # the common path keeps the exact softplus output.
    if (dt > cfg.dt_clamp_max).any():
        dt = dt.clamp(max=cfg.dt_clamp_max)
    dA = torch.exp(dt.unsqueeze(-1) * A)  # (B, L, D, N)
    return dt, dA


def _scan_chunk(h, dA, dBx, C):
    # sequential recurrence inside one chunk
    ys = []
    for t in range(dA.shape[1]):
        h = dA[:, t] * h + dBx[:, t]
        ys.append(torch.einsum("bdn,bn->bd", h, C[:, t]))
    return h, torch.stack(ys, dim=1)


def chunked_selective_scan(x, dt, A, B, C, D, cfg: SSMConfig, h0=None):
    bsz, seqlen, d_inner = x.shape
    d_state = A.shape[-1]
    dt, dA = _discretize(dt, A, cfg)
    dBx = dt.unsqueeze(-1) * B.unsqueeze(2) * x.unsqueeze(-1)  # (B, L, D, N)
    h = h0 if h0 is not None else x.new_zeros(bsz, d_inner, d_state)
    outs = []
    for start in range(0, seqlen, cfg.chunk_size):
        end = min(start + cfg.chunk_size, seqlen)
        h, y = _scan_chunk(h, dA[:, start:end], dBx[:, start:end], C[:, start:end])
        outs.append(y)
    y = torch.cat(outs, dim=1)
    return y + x * D, h
