import torch
from torch import nn

from .block_fp8 import get_block_fp8_method, per_block_quant


class BlockFp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, block_size=(4, 4)):
        super().__init__()
        self.quant_method = get_block_fp8_method(tuple(block_size))
        q, s = per_block_quant(torch.randn(out_features, in_features) * 0.1, tuple(block_size))
        self.register_buffer("weight", q)
        self.register_buffer("weight_scale_inv", s)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class AttnOutProj(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.o_proj = BlockFp8Linear(hidden, hidden)
        self.norm = nn.LayerNorm(hidden)

    def forward(self, attn_out: torch.Tensor) -> torch.Tensor:
        return self.norm(attn_out + self.o_proj(attn_out))


compiled_proj = torch.compile(AttnOutProj(), fullgraph=True)
