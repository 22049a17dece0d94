from dataclasses import dataclass, field

import torch
from torch import nn

from .connectors import KV_CONNECTOR_REGISTRY, OffloadSpec


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    num_layers: int = 2
    num_slots: int = 16
    kv_connector: str = "cpu_offload"
    offload: OffloadSpec = field(default_factory=OffloadSpec)


class SelfAttention(nn.Module):

    def __init__(self, config: ModelConfig, layer_name: str, connector) -> None:
        super().__init__()
        self.layer_name = layer_name
        self.num_heads = config.num_heads
        self.head_dim = config.hidden_size // config.num_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.out = nn.Linear(config.hidden_size, config.hidden_size)
        self.kv_connector = connector
        self.register_buffer("kv_cache", torch.zeros(
            2, config.num_slots, self.num_heads, self.head_dim), persistent=False)

    def forward(self, x: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self.kv_cache[0].index_copy_(0, slot_mapping, k)
        self.kv_cache[1].index_copy_(0, slot_mapping, v)
        scores = torch.einsum("qhd,khd->hqk", q, k) * self.head_dim**-0.5
        probs = scores.softmax(dim=-1)
        attn = torch.einsum("hqk,khd->qhd", probs, v).reshape(n, -1)
        self.kv_connector.save_kv_layer(self.layer_name, self.kv_cache,
                                        slot_mapping)
        return self.out(attn)


class OffloadingDecoder(nn.Module):

    def __init__(self, config: ModelConfig) -> None:
        super().__init__()
        connector_cls = KV_CONNECTOR_REGISTRY[config.kv_connector]
        self.kv_connector = connector_cls(config.offload)
        self.layers = nn.ModuleList(
            SelfAttention(config, f"layers.{i}.attn", self.kv_connector)
            for i in range(config.num_layers))
        self.kv_connector.register_kv_caches(
            {layer.layer_name: layer.kv_cache for layer in self.layers})

    def forward(self, hidden_states: torch.Tensor,
                slot_mapping: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, slot_mapping)
        return hidden_states


compiled_model = torch.compile(OffloadingDecoder(ModelConfig()), fullgraph=True)
