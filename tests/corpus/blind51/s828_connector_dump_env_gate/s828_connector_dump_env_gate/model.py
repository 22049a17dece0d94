import torch
from torch import nn

from .connector import StagingBufferConnector, StagingMetadata


class CachedAttention(nn.Module):

    def __init__(self, hidden: int, num_heads: int, num_slots: int,
                 layer_name: str, connector: StagingBufferConnector) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.layer_name = layer_name
        self.connector = connector
        connector.register_layer(layer_name)
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.register_buffer("kv_cache", torch.zeros(
            2, num_slots, num_heads, self.head_dim), persistent=False)

    def forward(self, x: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self.kv_cache[0, slot_mapping] = k
        self.kv_cache[1, slot_mapping] = v
        attn = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim**-0.5)
        out = torch.einsum("hqk,khd->qhd", attn.softmax(-1), v).reshape(n, -1)
        self.connector.save_kv_layer(self.layer_name, self.kv_cache)
        return out


class PrefillModel(nn.Module):

    def __init__(self, hidden: int = 8, num_heads: int = 2,
                 num_layers: int = 2) -> None:
        super().__init__()
        self.connector = StagingBufferConnector(num_heads, hidden // num_heads)
        self.layers = nn.ModuleList(
            CachedAttention(hidden, num_heads, 16, f"layers.{i}.attn",
                            self.connector) for i in range(num_layers))


@torch.compile(fullgraph=True, dynamic=False)
def prefill_forward(model: PrefillModel, hidden_states: torch.Tensor,
                    metadata: StagingMetadata) -> torch.Tensor:
    model.connector.bind_connector_metadata(metadata)
    for layer in model.layers:
        hidden_states = hidden_states + layer(hidden_states, metadata.slot_mapping)
    model.connector.clear_connector_metadata()
    return hidden_states
