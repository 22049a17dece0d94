import torch
from torch import nn

from .connector import SharedStorageConnector
from .metadata import SharedStorageConnectorMetadata


class Attention(nn.Module):

    def __init__(self, hidden: int, num_heads: int, num_blocks: int,
                 block_size: int, layer_name: str,
                 connector: SharedStorageConnector) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.layer_name = layer_name
        self.connector = connector
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.register_buffer("kv_cache", torch.zeros(
            2, num_blocks, block_size, num_heads, self.head_dim), persistent=False)

    def forward(self, x: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        self.connector.wait_for_layer_load(self.layer_name)
        flat = self.kv_cache.view(2, -1, self.num_heads, self.head_dim)
        flat[0, slot_mapping] = k
        flat[1, slot_mapping] = v
        probs = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim**-0.5).softmax(-1)
        out = torch.einsum("hqk,khd->qhd", probs, v).reshape(n, -1)
        self.connector.save_kv_layer(self.layer_name, self.kv_cache)
        return out


class PrefillRunner:

    def __init__(self, hidden: int = 8, num_heads: int = 2, num_layers: int = 2,
                 num_blocks: int = 4, block_size: int = 4) -> None:
        self.block_size = block_size
        self.connector = SharedStorageConnector(block_size)
        self.layers = nn.ModuleList(
            Attention(hidden, num_heads, num_blocks, block_size,
                      f"model.layers.{i}.self_attn", self.connector)
            for i in range(num_layers))

    def execute_model(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor,
                      kv_connector_metadata: SharedStorageConnectorMetadata
                      ) -> torch.Tensor:
        self.connector.bind_connector_metadata(kv_connector_metadata)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, slot_mapping)
        self.connector.wait_for_save()
        self.connector.clear_connector_metadata()
        return hidden_states


runner = PrefillRunner()
prefill_step = torch.compile(runner.execute_model, fullgraph=True)
