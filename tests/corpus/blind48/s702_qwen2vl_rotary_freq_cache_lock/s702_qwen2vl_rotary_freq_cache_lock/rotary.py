"""2D rotary embedding for the vision tower, with a process-wide frequency table cache.

The serving engine shares one vision tower between the scheduler thread and the
prefetch thread, so cache growth is serialized with a lock.
"""
import threading

import torch
import torch.nn as nn


class VisionRotaryEmbedding(nn.Module):
    def __init__(self, dim: int, theta: float = 10000.0) -> None:
        super().__init__()
        inv_freq = 1.0 / (theta ** (torch.arange(0, dim, 2, dtype=torch.float) / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self._seq_len_cached = 0
        self._freqs_cached = None
        self._cache_lock = threading.Lock()

    def _update_freqs_cache(self, seqlen: int) -> None:
        with self._cache_lock:
            if seqlen > self._seq_len_cached:
                seqlen = max(seqlen * 2, 16)
                seq = torch.arange(seqlen, device=self.inv_freq.device, dtype=self.inv_freq.dtype)
                self._freqs_cached = torch.outer(seq, self.inv_freq)
                self._seq_len_cached = seqlen

    def forward(self, seqlen: int) -> torch.Tensor:
        self._update_freqs_cache(seqlen)
        return self._freqs_cached[:seqlen]


def apply_rotary_pos_emb_vision(tensor: torch.Tensor, freqs: torch.Tensor) -> torch.Tensor:
    orig_dtype = tensor.dtype
    tensor = tensor.float()
    cos = freqs.cos().repeat(1, 2).unsqueeze(1)
    sin = freqs.sin().repeat(1, 2).unsqueeze(1)
    x1, x2 = tensor.chunk(2, dim=-1)
    rotated = torch.cat((-x2, x1), dim=-1)
    return (tensor * cos + rotated * sin).to(orig_dtype)
