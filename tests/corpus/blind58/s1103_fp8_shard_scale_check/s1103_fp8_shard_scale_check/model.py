from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .linear import QKVParallelLinear, RowParallelLinear
from .quantization import get_quantization_config


@dataclass
class ModelArgs:
    hidden_size: int = 32
    num_heads: int = 4
    num_kv_heads: int = 2
    quantization: Optional[str] = None


class TinyAttentionBlock(nn.Module):
    def __init__(self, args: ModelArgs):
        super().__init__()
        quant_config = get_quantization_config(args.quantization)
        self.head_dim = args.hidden_size // args.num_heads
        self.num_heads = args.num_heads
        self.num_kv_heads = args.num_kv_heads
        self.qkv_proj = QKVParallelLinear(
            args.hidden_size, self.head_dim, args.num_heads, args.num_kv_heads,
            quant_config=quant_config, prefix="self_attn.qkv_proj",
        )
        self.o_proj = RowParallelLinear(
            args.hidden_size, args.hidden_size, quant_config=quant_config, prefix="self_attn.o_proj",
        )

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split(
            [self.qkv_proj.q_size, self.qkv_proj.kv_size, self.qkv_proj.kv_size], dim=-1
        )
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(n, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = nn.functional.scaled_dot_product_attention(
            q, k, v, is_causal=True, enable_gqa=True
        )
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))
