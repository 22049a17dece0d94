import functools
import math

import numpy as np
import torch
import torch.nn as nn

from . import envs
from .rope_stats import record_seq_len


@functools.lru_cache(maxsize=1)
def _seq_len_buckets(max_exp: int) -> np.ndarray:
    return np.array([1 << i for i in range(max_exp + 1)], dtype=np.int64)


def bucket_seq_len(seq_len: int) -> int:
    max_exp = envs.ROPE_MAX_BUCKET_EXP
    exp = int(np.searchsorted(_seq_len_buckets(max_exp), seq_len))
    return 1 << min(exp, max_exp)


class DynamicNTKScalingRotaryEmbedding(nn.Module):
    def __init__(self, head_dim: int, max_position_embeddings: int = 8, base: float = 10000.0,
                 scaling_factor: float = 2.0):
        super().__init__()
        self.head_dim = head_dim
        self.rotary_dim = head_dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self.scaling_factor = scaling_factor
        self.max_cache_len = bucket_seq_len(int(max_position_embeddings * scaling_factor))

    def _cache_len(self, num_tokens: int) -> int:
        if num_tokens <= self.max_cache_len:
            return self.max_cache_len
        return 1 << (num_tokens - 1).bit_length()

    def _effective_base(self, seq_len: int) -> float:
        if seq_len <= self.max_position_embeddings:
            return self.base
        ratio = self.scaling_factor * seq_len / self.max_position_embeddings - (self.scaling_factor - 1)
        return self.base * ratio ** (self.rotary_dim / (self.rotary_dim - 2))

    def _cos_sin(self, seq_len: int, dtype: torch.dtype):
        base = self._effective_base(seq_len)
        exponents = np.arange(0, self.rotary_dim, 2, dtype=np.float64) / self.rotary_dim
        inv_freq = torch.from_numpy(1.0 / (base ** exponents)).to(torch.float32)
        t = torch.arange(seq_len, dtype=torch.float32)
        freqs = torch.outer(t, inv_freq)
        return freqs.cos().to(dtype), freqs.sin().to(dtype)

    def forward(self, positions: torch.Tensor, query: torch.Tensor) -> torch.Tensor:
        num_tokens = query.shape[0]
        cache_len = self._cache_len(num_tokens)
        if envs.ROPE_RECORD_STATS and not torch.compiler.is_compiling():
            record_seq_len(cache_len, math.log2(cache_len / self.max_position_embeddings))
        cos, sin = self._cos_sin(cache_len, query.dtype)
        cos = cos[positions].unsqueeze(1)
        sin = sin[positions].unsqueeze(1)
        q = query.view(num_tokens, -1, self.head_dim)
        x1, x2 = q[..., ::2], q[..., 1::2]
        out = torch.stack((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1).flatten(-2)
        return out.reshape(num_tokens, -1)
