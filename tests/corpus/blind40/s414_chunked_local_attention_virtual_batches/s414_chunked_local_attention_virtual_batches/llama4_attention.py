import torch
import torch.nn.functional as F
from torch import nn

from .chunked_metadata import ChunkedLocalAttentionMetadataBuilder


class Llama4ChunkedAttention(nn.Module):
    """Attention for the local (non-NoPE) layers of a Llama4-style model."""

    def __init__(self, num_heads: int, head_dim: int, attention_chunk_size: int):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim ** -0.5
        self.metadata_builder = ChunkedLocalAttentionMetadataBuilder(attention_chunk_size)

    def _attend_span(self, q, k, v, start: int, end: int) -> torch.Tensor:
        qs = q[start:end].transpose(0, 1)
        ks = k[start:end].transpose(0, 1)
        vs = v[start:end].transpose(0, 1)
        out = F.scaled_dot_product_attention(qs, ks, vs, is_causal=True, scale=self.scale)
        return out.transpose(0, 1)

    @torch.compile(fullgraph=True)
    def forward_extend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, seq_lens: torch.Tensor):
        metadata = self.metadata_builder.build(seq_lens)
        outputs = [
            self._attend_span(q, k, v, start, end) for start, end in metadata.virtual_spans
        ]
        return torch.cat(outputs, dim=0).reshape(q.shape[0], self.num_heads * self.head_dim)


def make_layer() -> Llama4ChunkedAttention:
    return Llama4ChunkedAttention(num_heads=2, head_dim=4, attention_chunk_size=2)
