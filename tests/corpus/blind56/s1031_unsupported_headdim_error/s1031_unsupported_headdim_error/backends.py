import math
from typing import Dict, Type

import torch
import torch.nn.functional as F

from .exceptions import (
    BackendNotRegisteredError,
    UnsupportedDtypeError,
    UnsupportedHeadDimError,
)


class AttentionBackend:
    name = "base"

    def check_inputs(self, q: torch.Tensor) -> None:
        return None

    def forward_decode(self, q, k, v, scale: float) -> torch.Tensor:
        raise NotImplementedError


class TritonDecodeBackend(AttentionBackend):
    name = "triton_decode"
    SUPPORTED_HEAD_DIMS = (64, 80, 96, 128, 256)
    SUPPORTED_DTYPES = (torch.float16, torch.bfloat16, torch.float32)

    def check_inputs(self, q: torch.Tensor) -> None:
        head_dim = q.shape[-1]
        if head_dim not in self.SUPPORTED_HEAD_DIMS:
            raise UnsupportedHeadDimError(self.name, head_dim, self.SUPPORTED_HEAD_DIMS)
        if q.dtype not in self.SUPPORTED_DTYPES:
            raise UnsupportedDtypeError(f"{self.name}: dtype {q.dtype}")

    def forward_decode(self, q, k, v, scale: float) -> torch.Tensor:
        # split-kv decode: partial softmax per chunk, then merge
        scores = torch.einsum("bhd,bhsd->bhs", q, k) * scale
        lse = torch.logsumexp(scores, dim=-1, keepdim=True)
        probs = torch.exp(scores - lse)
        return torch.einsum("bhs,bhsd->bhd", probs, v)


class TorchNativeBackend(AttentionBackend):
    name = "torch_native"

    def forward_decode(self, q, k, v, scale: float) -> torch.Tensor:
        out = F.scaled_dot_product_attention(q.unsqueeze(2), k, v, scale=scale)
        return out.squeeze(2)


ATTENTION_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    "triton": TritonDecodeBackend,
    "torch_native": TorchNativeBackend,
}


def create_backend(name: str) -> AttentionBackend:
    try:
        cls = ATTENTION_BACKENDS[name]
    except KeyError:
        raise BackendNotRegisteredError(name) from None
    return cls()


def default_scale(head_dim: int) -> float:
    return 1.0 / math.sqrt(head_dim)
