from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from .config import KVTransferConfig
from .factory import (KVConnectorFactory, get_kv_transfer_group,
                      has_kv_transfer_group)


class Attention(nn.Module):

    def __init__(self, hidden_size: int, num_heads: int, prefix: str,
                 kv_transfer_config: Optional[KVTransferConfig]) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.layer_name = prefix
        self.kv_transfer_config = kv_transfer_config
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def _connector_is_layerwise(self) -> bool:
        if self.kv_transfer_config is None:
            return False
        connector_cls = KVConnectorFactory.get_connector_class(
            self.kv_transfer_config)
        return connector_cls.is_layerwise

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        q, k, v = self.qkv_proj(hidden_states).chunk(3, dim=-1)
        q = q.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)

        use_connector = has_kv_transfer_group() and self._connector_is_layerwise()
        if use_connector:
            get_kv_transfer_group().wait_for_layer_load(self.layer_name)

        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        attn = attn.transpose(0, 1).reshape(num_tokens, -1)

        if use_connector:
            kv_layer = torch.stack([k, v]).permute(2, 0, 1, 3).contiguous()
            get_kv_transfer_group().save_kv_layer(self.layer_name, kv_layer)
        return self.o_proj(attn)


class DecoderLayer(nn.Module):

    def __init__(self, hidden_size: int, num_heads: int, prefix: str,
                 kv_transfer_config: Optional[KVTransferConfig]) -> None:
        super().__init__()
        self.input_layernorm = nn.LayerNorm(hidden_size)
        self.self_attn = Attention(hidden_size, num_heads, f"{prefix}.attn",
                                   kv_transfer_config)
        self.post_attention_layernorm = nn.LayerNorm(hidden_size)
        self.mlp = nn.Sequential(nn.Linear(hidden_size, 2 * hidden_size),
                                 nn.SiLU(), nn.Linear(2 * hidden_size, hidden_size))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(
            self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(
            self.post_attention_layernorm(hidden_states))


class PrefillModel(nn.Module):

    def __init__(self, hidden_size: int = 8, num_heads: int = 2,
                 num_layers: int = 2,
                 kv_transfer_config: Optional[KVTransferConfig] = None) -> None:
        super().__init__()
        self.layers = nn.ModuleList([
            DecoderLayer(hidden_size, num_heads, f"model.layers.{i}",
                         kv_transfer_config) for i in range(num_layers)
        ])
        self.norm = nn.LayerNorm(hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)
