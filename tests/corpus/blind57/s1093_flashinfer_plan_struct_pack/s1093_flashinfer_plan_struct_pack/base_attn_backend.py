import math
from dataclasses import dataclass

import torch


@dataclass
class AttentionMetadata:
    batch_size: int
    num_qo_heads: int
    num_kv_heads: int
    head_dim: int
    sm_scale: float


class AttentionBackend:
    """Shared entry point: subclasses plan per batch and then run the kernel."""

    def __init__(self, num_qo_heads: int, num_kv_heads: int, head_dim: int):
        self.num_qo_heads = num_qo_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.sm_scale = 1.0 / math.sqrt(head_dim)

    def build_metadata(self, q: torch.Tensor) -> AttentionMetadata:
        return AttentionMetadata(
            batch_size=q.shape[0],
            num_qo_heads=self.num_qo_heads,
            num_kv_heads=self.num_kv_heads,
            head_dim=self.head_dim,
            sm_scale=self.sm_scale,
        )

    def init_forward_metadata(self, metadata: AttentionMetadata) -> None:
        raise NotImplementedError

    def forward_decode(self, q, k, v, metadata: AttentionMetadata) -> torch.Tensor:
        raise NotImplementedError

    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        metadata = self.build_metadata(q)
        self.init_forward_metadata(metadata)
        return self.forward_decode(q, k, v, metadata)
