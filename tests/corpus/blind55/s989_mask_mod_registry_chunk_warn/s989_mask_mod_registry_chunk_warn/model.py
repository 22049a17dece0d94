from typing import List, Optional

import torch
import torch.nn.functional as F
from torch import nn

from .mask_mods import create_masks_for_layers


class HybridAttentionConfig:
    def __init__(self, hidden_size: int = 16, num_heads: int = 2, layer_types: Optional[List[str]] = None,
                 sliding_window: int = 3, attention_chunk_size: int = 4):
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.layer_types = layer_types or ["sliding_attention", "chunked_attention", "chunked_attention", "full_attention"]
        self.sliding_window = sliding_window
        self.attention_chunk_size = attention_chunk_size


class Block(nn.Module):
    def __init__(self, config: HybridAttentionConfig, layer_type: str):
        super().__init__()
        self.layer_type = layer_type
        self.num_heads = config.num_heads
        self.norm = nn.RMSNorm(config.hidden_size)
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        n, d = x.shape
        q, k, v = self.qkv(self.norm(x)).view(n, 3, self.num_heads, d // self.num_heads).permute(1, 2, 0, 3)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return x + self.proj(out.transpose(0, 1).reshape(n, d))


class HybridDecoder(nn.Module):
    def __init__(self, config: HybridAttentionConfig):
        super().__init__()
        self.config = config
        self.blocks = nn.ModuleList([Block(config, t) for t in config.layer_types])

    def forward(self, hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        masks = create_masks_for_layers(self.config, positions, hidden_states.dtype)
        for block in self.blocks:
            hidden_states = block(hidden_states, masks[block.layer_type])
        return hidden_states


decoder = HybridDecoder(HybridAttentionConfig()).eval()
compiled_forward = torch.compile(decoder.forward, fullgraph=True)
