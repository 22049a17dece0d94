from __future__ import annotations

import torch

from .graph_runner import CudaGraphPadHelper

VOCAB = 32
HIDDEN = 8

_helper = CudaGraphPadHelper()
_embed = torch.randn(VOCAB, HIDDEN)
_rope_inv_freq = 1.0 / (10000 ** (torch.arange(0, HIDDEN, 2).float() / HIDDEN))
_lm_head = torch.randn(HIDDEN, VOCAB)


def _rotary(h: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    freqs = positions.float()[:, None] * _rope_inv_freq[None, :]
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = h[:, 0::2], h[:, 1::2]
    return torch.cat([x1 * cos - x2 * sin, x1 * sin + x2 * cos], dim=-1)


def run_decode(input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
    batch = _helper.pad(input_ids, positions)
    h = _embed[batch.input_ids]
    h = _rotary(h, batch.positions)
    logits = h @ _lm_head
    return logits[: batch.raw_bs]


decode_step = torch.compile(run_decode, fullgraph=True)
