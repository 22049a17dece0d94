import torch
import torch.nn.functional as F
from torch import nn

from .awq import AWQConfig
from .linear import QKVParallelLinear, RowParallelLinear


class VisionAttention(nn.Module):
    def __init__(self, embed_dim: int, num_heads: int, quant_config=None, prefix: str = ""):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.qkv = QKVParallelLinear(embed_dim, self.head_dim, num_heads, quant_config=quant_config, prefix=f"{prefix}.qkv")
        self.proj = RowParallelLinear(embed_dim, embed_dim, quant_config=quant_config, prefix=f"{prefix}.proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, _ = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k, v = (t.view(bsz, seq, self.num_heads, self.head_dim).transpose(1, 2) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v)
        return self.proj(out.transpose(1, 2).reshape(bsz, seq, -1))


class VisionBlock(nn.Module):
    def __init__(self, embed_dim: int = 32, num_heads: int = 4, quant_config=None, prefix: str = "visual.blocks.0"):
        super().__init__()
        self.norm1 = nn.LayerNorm(embed_dim)
        self.attn = VisionAttention(embed_dim, num_heads, quant_config=quant_config, prefix=f"{prefix}.attn")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.attn(self.norm1(x))


quant_config = AWQConfig.from_config(
    {"w_bit": 4, "q_group_size": 32, "zero_point": True, "modules_to_not_convert": ["visual"]}
)
vision_block = VisionBlock(quant_config=quant_config)
compiled_vision_block = torch.compile(vision_block, fullgraph=True)
