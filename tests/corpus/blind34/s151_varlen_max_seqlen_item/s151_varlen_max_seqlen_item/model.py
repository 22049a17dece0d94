import torch
import torch.nn as nn

from .attention import VarlenSelfAttention
from .metadata import VarlenMetadataBuilder


class PackedEncoderBlock(nn.Module):
    def __init__(self, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.attn = VarlenSelfAttention(hidden, num_heads)
        self.meta_builder = VarlenMetadataBuilder(causal=False, pad_to=4)

    def forward(self, x: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        meta = self.meta_builder.build(seq_lens, seq_lens)
        return x + self.attn(self.norm(x), meta)


encoder = torch.compile(PackedEncoderBlock(), fullgraph=True)
