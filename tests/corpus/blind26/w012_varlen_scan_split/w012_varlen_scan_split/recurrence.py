"""Reference linear-attention recurrence (no fused kernel)."""
import torch

from . import seq_utils


def elu_feature_map(x: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.elu(x) + 1.0


def linear_attn_recurrent(q, k, v, eps: float = 1e-6):
    # q, k, v: [T, H, D]
    T = q.shape[0]
    state = q.new_zeros(q.shape[1], q.shape[2], v.shape[2])
    norm = q.new_zeros(q.shape[1], q.shape[2])
    outs = []
    for t in range(T):
        state = state + k[t].unsqueeze(-1) * v[t].unsqueeze(-2)
        norm = norm + k[t]
        num = torch.einsum("hd,hde->he", q[t], state)
        den = torch.einsum("hd,hd->h", q[t], norm).unsqueeze(-1) + eps
        outs.append(num / den)
    return torch.stack(outs, dim=0)


def varlen_linear_attn(q, k, v, cu_seqlens):
    q, k = elu_feature_map(q), elu_feature_map(k)
    outs = []
    for qs, ks, vs in zip(
        seq_utils.split_packed(q, cu_seqlens),
        seq_utils.split_packed(k, cu_seqlens),
        seq_utils.split_packed(v, cu_seqlens),
    ):
        outs.append(linear_attn_recurrent(qs, ks, vs))
    return seq_utils.cat_packed(outs)
