import os

import torch

from .flashinfer_backend import FlashInferDecodeBackend
from .torch_native_backend import TorchNativeBackend

ATTENTION_BACKENDS = {
    "flashinfer": FlashInferDecodeBackend,
    "torch_native": TorchNativeBackend,
}


def get_attention_backend(name: str, num_qo_heads=4, num_kv_heads=2, head_dim=8):
    return ATTENTION_BACKENDS[name](num_qo_heads, num_kv_heads, head_dim)


attn_backend = get_attention_backend(os.environ.get("S1093_ATTENTION_BACKEND", "flashinfer"))


@torch.compile(fullgraph=True)
def decode_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    return attn_backend.forward(q, k, v)
