from __future__ import annotations

from contextlib import contextmanager
from typing import Dict, Iterator, Optional

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel


class AttentionBackend:
    name = "base"

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class TorchSDPABackend(AttentionBackend):
    name = "sdpa"

    def forward(self, q, k, v):
        with sdpa_kernel([SDPBackend.MATH]):
            return F.scaled_dot_product_attention(q, k, v)


class NaiveBackend(AttentionBackend):
    name = "naive"

    def forward(self, q, k, v):
        scores = (q @ k.transpose(-1, -2)) * q.shape[-1] ** -0.5
        return scores.softmax(dim=-1) @ v


_BACKENDS: Dict[str, AttentionBackend] = {
    b.name: b for b in (TorchSDPABackend(), NaiveBackend())
}
_active: AttentionBackend = _BACKENDS["sdpa"]


def get_attn_backend() -> AttentionBackend:
    return _active


@contextmanager
def use_attention_backend(name: Optional[str]) -> Iterator[AttentionBackend]:
    global _active
    prev = _active
    if name is not None:
        _active = _BACKENDS[name]
    try:
        yield _active
    finally:
        _active = prev
