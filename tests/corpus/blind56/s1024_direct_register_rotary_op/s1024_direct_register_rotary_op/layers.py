from typing import Tuple

import torch
import torch.nn as nn

from .custom_op_utils import direct_register_custom_op


def rms_norm_impl(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    orig_dtype = x.dtype
    x = x.float()
    variance = x.pow(2).mean(dim=-1, keepdim=True)
    return (x * torch.rsqrt(variance + eps)).to(orig_dtype) * weight


def rms_norm_fake(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    return torch.empty_like(x)


direct_register_custom_op("rms_norm", rms_norm_impl, mutates_args=[], fake_impl=rms_norm_fake)


def rotary_embedding_impl(
    positions: torch.Tensor,
    query: torch.Tensor,
    key: torch.Tensor,
    cos_sin_cache: torch.Tensor,
    head_size: int,
) -> Tuple[torch.Tensor, torch.Tensor]:
    cos_sin = cos_sin_cache.index_select(0, positions)
    cos, sin = cos_sin.chunk(2, dim=-1)

    def rotate(x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        x = x.view(positions.shape[0], -1, head_size)
        x1, x2 = x.chunk(2, dim=-1)
        c, s = cos.unsqueeze(-2), sin.unsqueeze(-2)
        out = torch.cat((x1 * c - x2 * s, x2 * c + x1 * s), dim=-1)
        return out.reshape(shape)

    return rotate(query), rotate(key)


direct_register_custom_op("rotary_embedding", rotary_embedding_impl, mutates_args=[])


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.corpus_s1024.rms_norm(x, self.weight, self.variance_epsilon)


class RotaryEmbedding(nn.Module):
    def __init__(self, head_size: int, max_position: int = 64, base: float = 10000.0):
        super().__init__()
        self.head_size = head_size
        inv_freq = 1.0 / (base ** (torch.arange(0, head_size, 2, dtype=torch.float) / head_size))
        t = torch.arange(max_position, dtype=torch.float)
        freqs = torch.outer(t, inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1),
                             persistent=False)

    def forward(self, positions, query, key):
        return torch.ops.corpus_s1024.rotary_embedding(
            positions, query, key, self.cos_sin_cache, self.head_size
        )
