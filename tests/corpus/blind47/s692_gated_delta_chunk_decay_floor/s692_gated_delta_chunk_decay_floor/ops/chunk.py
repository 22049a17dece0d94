"""Reference (torch) implementation of the chunked gated delta rule.

Shapes: q, k [B, T, H, K]; v [B, T, H, V]; g, beta [B, T, H].
"""
import torch
import torch.nn.functional as F


def _l2norm(x: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    return x * torch.rsqrt(x.pow(2).sum(-1, keepdim=True) + eps)


def _chunk_local_cumsum(g: torch.Tensor, chunk_size: int) -> torch.Tensor:
    B, T, H = g.shape
    return g.view(B, T // chunk_size, chunk_size, H).cumsum(2).view(B, T, H)


def chunk_gated_delta_rule(q, k, v, g, beta, chunk_size: int = 4, initial_state=None,
                           use_qk_l2norm: bool = True):
    B, T, H, K = q.shape
    V = v.shape[-1]
    if use_qk_l2norm:
        q, k = _l2norm(q), _l2norm(k)
    q = q * K ** -0.5
    g_cum = _chunk_local_cumsum(g, chunk_size)
    state = q.new_zeros(B, H, K, V) if initial_state is None else initial_state
    outs = []
    for c0 in range(0, T, chunk_size):
        S = state
        for t in range(c0, c0 + chunk_size):
            decay = torch.exp(g[:, t])[..., None, None]                   # [B, H, 1, 1]
            S = S * decay
            kt, vt, bt = k[:, t], v[:, t], beta[:, t]
            v_err = vt - torch.einsum("bhk,bhkv->bhv", kt, S)
            S = S + torch.einsum("bhk,bhv->bhkv", kt, v_err * bt[..., None])
            outs.append(torch.einsum("bhk,bhkv->bhv", q[:, t], S))
        state = S
    o = torch.stack(outs, dim=1)
    return o, state, g_cum
