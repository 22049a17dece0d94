"""LongRoPE (Phi-3): short/long rescale factors with a per-length cos/sin cache shared across layers."""
import threading

import torch
from torch import nn

from .config import LongRopeConfig


class LongRopeEmbedding(nn.Module):
    _shared_cache: dict = {}
    _cache_lock = threading.Lock()

    def __init__(self, cfg: LongRopeConfig):
        super().__init__()
        self.cfg = cfg
        exps = torch.arange(0, cfg.head_dim, 2, dtype=torch.float32) / cfg.head_dim
        self.register_buffer("base_inv_freq", 1.0 / (cfg.base ** exps), persistent=False)
        self.register_buffer("short", torch.tensor(cfg.short_factor), persistent=False)
        self.register_buffer("long", torch.tensor(cfg.long_factor), persistent=False)

    def _factors(self, seq_len: int) -> torch.Tensor:
        if seq_len > self.cfg.original_max_position_embeddings:
            return self.long
        return self.short

    def _cos_sin(self, seq_len: int):
        key = (seq_len, self.cfg.head_dim)
        with self._cache_lock:
            hit = self._shared_cache.get(key)
            if hit is None:
                inv_freq = self.base_inv_freq / self._factors(seq_len)
                t = torch.arange(seq_len, dtype=torch.float32)
                freqs = torch.outer(t, inv_freq)
                emb = torch.cat((freqs, freqs), dim=-1)
                scale = self.cfg.attention_scaling
                hit = (emb.cos() * scale, emb.sin() * scale)
                self._shared_cache[key] = hit
        return hit

    def forward(self, q: torch.Tensor, k: torch.Tensor):
        cos, sin = self._cos_sin(q.shape[-2])
        return _apply(q, cos, sin), _apply(k, cos, sin)


def _apply(x, cos, sin):
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat((-x2, x1), dim=-1) * sin
