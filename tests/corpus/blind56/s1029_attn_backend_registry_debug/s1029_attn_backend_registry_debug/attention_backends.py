import os
from typing import Dict, List, Type

import torch
import torch.nn.functional as F

from . import envs


class AttentionBackend:
    name: str = "base"

    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scaling = head_dim ** -0.5

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, layer_id: int) -> torch.Tensor:
        raise NotImplementedError


class TorchSDPABackend(AttentionBackend):
    name = "sdpa"

    def forward(self, q, k, v, layer_id):
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)
        return out


class DumpingAttentionBackend(AttentionBackend):
    """Reference attention that also writes q/k/v/out to disk for offline diffing."""

    name = "dump"

    def __init__(self, num_heads: int, head_dim: int):
        super().__init__(num_heads, head_dim)
        self.dump_dir = envs.S1029_DUMP_DIR
        self.max_calls = envs.S1029_DUMP_MAX_CALLS
        self.calls: List[int] = []

    @torch.compiler.disable
    def forward(self, q, k, v, layer_id):
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scaling
        mask = torch.ones(scores.shape[-2:], dtype=torch.bool, device=q.device).tril()
        out = torch.softmax(scores.masked_fill(~mask, float("-inf")), dim=-1) @ v
        if len(self.calls) < self.max_calls:
            os.makedirs(self.dump_dir, exist_ok=True)
            path = os.path.join(self.dump_dir, f"layer{layer_id}_call{len(self.calls)}.pt")
            torch.save({"q": q, "k": k, "v": v, "out": out}, path)
            self.calls.append(layer_id)
        return out


ATTENTION_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    TorchSDPABackend.name: TorchSDPABackend,
    DumpingAttentionBackend.name: DumpingAttentionBackend,
}


def get_attn_backend(num_heads: int, head_dim: int) -> AttentionBackend:
    name = envs.S1029_ATTENTION_BACKEND
    try:
        backend_cls = ATTENTION_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; choose from {sorted(ATTENTION_BACKENDS)}")
    return backend_cls(num_heads, head_dim)
