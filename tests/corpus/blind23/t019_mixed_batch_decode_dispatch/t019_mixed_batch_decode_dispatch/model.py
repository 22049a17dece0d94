import torch
import torch.nn as nn

from .backend import TorchAttentionImpl
from .metadata import MixedBatchMetadataBuilder


class PackedSelfAttention(nn.Module):
    def __init__(self, hidden_size: int = 16, num_heads: int = 4):
        super().__init__()
        self.num_heads = num_heads
        self.head_size = hidden_size // num_heads
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size)
        self.o_proj = nn.Linear(hidden_size, hidden_size)
        self.impl = TorchAttentionImpl(num_heads, self.head_size)
        self.metadata_builder = MixedBatchMetadataBuilder()

    def forward(self, hidden: torch.Tensor, query_lens: torch.Tensor) -> torch.Tensor:
        meta = self.metadata_builder.build(query_lens, hidden.shape[0])
        qkv = self.qkv_proj(hidden).view(-1, 3, self.num_heads, self.head_size)
        q, k, v = qkv.unbind(1)
        out = self.impl.forward(q, k, v, meta)
        return self.o_proj(out.reshape(meta.num_tokens, -1))


class TinyModel(nn.Module):
    def __init__(self, vocab: int = 32, hidden_size: int = 16):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden_size)
        self.attn = PackedSelfAttention(hidden_size)
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, input_ids: torch.Tensor, query_lens: torch.Tensor) -> torch.Tensor:
        h = self.embed(input_ids)
        h = h + self.attn(self.norm(h), query_lens)
        return h


model = TinyModel()
compiled_model = torch.compile(model, fullgraph=True)
