import torch

from .rotary_ops import apply_rotary_inplace


def _freqs(seq_len: int, half_dim: int):
    inv = 1.0 / (10000 ** (torch.arange(half_dim, dtype=torch.float32) / half_dim))
    ang = torch.arange(seq_len, dtype=torch.float32)[:, None] * inv[None, :]
    return ang.cos(), ang.sin()


def rotate_qk(q: torch.Tensor, k: torch.Tensor):
    cos, sin = _freqs(q.shape[-2], q.shape[-1] // 2)
    return apply_rotary_inplace(q, cos, sin), apply_rotary_inplace(k, cos, sin)


rotate_qk_compiled = torch.compile(rotate_qk, fullgraph=True)
