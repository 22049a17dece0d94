from typing import Dict

import torch
from torch import nn
import torch.nn.functional as F

from .kv_cache_interface import FullAttentionSpec, HybridConfig, KVCacheSpec
from .mamba_mixer import MambaMixer


class HybridAttention(nn.Module):
    def __init__(self, config: HybridConfig, layer_idx: int, prefix: str = ""):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.prefix = prefix

    def get_kv_cache_spec(self, block_size: int) -> FullAttentionSpec:
        return FullAttentionSpec(block_size=block_size, num_kv_heads=self.num_heads, head_size=self.head_dim, dtype=self.o_proj.weight.dtype)

    def forward(self, hidden_states: torch.Tensor, query_start_loc: torch.Tensor) -> torch.Tensor:
        t = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).view(t, 3, self.num_heads, self.head_dim).unbind(1)
        out = F.scaled_dot_product_attention(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), is_causal=True)
        return self.o_proj(out.transpose(0, 1).reshape(t, -1))


ALL_DECODER_LAYER_TYPES = {"attention": HybridAttention, "mamba": MambaMixer}


class HybridDecoderLayer(nn.Module):
    def __init__(self, config: HybridConfig, layer_idx: int, prefix: str):
        super().__init__()
        block_type = config.layers_block_type[layer_idx]
        self.mixer = ALL_DECODER_LAYER_TYPES[block_type](config, layer_idx, prefix=f"{prefix}.mixer")
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor, query_start_loc: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mixer(self.norm(hidden_states), query_start_loc)


class HybridModel(nn.Module):
    def __init__(self, config: HybridConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            HybridDecoderLayer(config, i, prefix=f"model.layers.{i}") for i in range(len(config.layers_block_type))
        )
        self.kv_cache_spec: Dict[str, KVCacheSpec] = {
            layer.mixer.prefix: layer.mixer.get_kv_cache_spec(config.block_size) for layer in self.layers
        }

    def forward(self, hidden_states: torch.Tensor, query_start_loc: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, query_start_loc)
        return hidden_states


model = HybridModel(HybridConfig())
model_forward = torch.compile(model, fullgraph=True)
