import math
from enum import Enum
from typing import Callable

import torch
import torch.nn.functional as F


class AttentionBackendEnum(str, Enum):
    SDPA = "sdpa"
    SDPA_MATH = "sdpa_math"
    TORCH_NATIVE = "torch_native"

    @classmethod
    def _missing_(cls, value):
        if isinstance(value, str):
            lowered = value.lower().replace("-", "_")
            for member in cls:
                if member.value == lowered:
                    return member
        return None


def sdpa_attention(q, k, v, causal: bool = True):
    return F.scaled_dot_product_attention(q, k, v, is_causal=causal)


def native_attention(q, k, v, causal: bool = True):
    scores = q @ k.transpose(-1, -2) / math.sqrt(q.shape[-1])
    if causal:
        n = q.shape[-2]
        mask = torch.ones(n, n, dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~mask, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


ATTENTION_BACKENDS: dict[AttentionBackendEnum, Callable] = {
    AttentionBackendEnum.SDPA: sdpa_attention,
    AttentionBackendEnum.SDPA_MATH: sdpa_attention,
    AttentionBackendEnum.TORCH_NATIVE: native_attention,
}


def select_backend(name: str) -> tuple[AttentionBackendEnum, Callable]:
    backend = AttentionBackendEnum(name)
    return backend, ATTENTION_BACKENDS[backend]
