from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn.functional as F


@dataclass
class ForwardMetadata:
    positions: torch.Tensor
    seq_lens: torch.Tensor

    @classmethod
    def for_prefill(cls, positions: torch.Tensor) -> "ForwardMetadata":
        seq_lens = (positions.max() + 1).reshape(1)
        return cls(positions=positions, seq_lens=seq_lens)


class TorchNativeAttnBackend:
    def __init__(self, num_heads: int, num_kv_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim
        self.scaling = head_dim ** -0.5

    def _expand_kv(self, x: torch.Tensor) -> torch.Tensor:
        return x.repeat_interleave(self.num_heads // self.num_kv_heads, dim=0)

    def forward_full(self, q, k, v, metadata: ForwardMetadata) -> torch.Tensor:
        k, v = self._expand_kv(k), self._expand_kv(v)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scaling)

    def forward_chunked(self, q, k, v, metadata: ForwardMetadata, chunk_size: int) -> torch.Tensor:
        k, v = self._expand_kv(k), self._expand_kv(v)
        num_tokens = int(metadata.seq_lens.max())
        outputs = []
        for chunk_start in range(0, num_tokens, chunk_size):
            chunk_end = chunk_start + chunk_size
            outputs.append(
                F.scaled_dot_product_attention(
                    q[:, chunk_start:chunk_end],
                    k[:, chunk_start:chunk_end],
                    v[:, chunk_start:chunk_end],
                    is_causal=True,
                    scale=self.scaling,
                )
            )
        return torch.cat(outputs, dim=1)

    def forward(self, q, k, v, metadata: ForwardMetadata, chunk_size: Optional[int] = None):
        if chunk_size is None:
            return self.forward_full(q, k, v, metadata)
        return self.forward_chunked(q, k, v, metadata, chunk_size)
