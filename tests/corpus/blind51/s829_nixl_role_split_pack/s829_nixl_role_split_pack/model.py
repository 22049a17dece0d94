import torch
from torch import nn

from .base import KVConnectorRole, NixlConnectorMetadata
from .nixl_connector import NixlConnector


class PagedAttentionLayer(nn.Module):

    def __init__(self, hidden: int, num_heads: int, num_blocks: int,
                 block_size: int, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.register_buffer("kv_cache", torch.zeros(
            2, num_blocks, block_size, num_heads, self.head_dim), persistent=False)
        self.connector: NixlConnector | None = None

    def forward(self, x: torch.Tensor, slot_mapping: torch.Tensor) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        if self.connector is not None:
            self.connector.wait_for_layer_load(self.prefix)
        cache = self.kv_cache.flatten(1, 2)
        cache[0].index_copy_(0, slot_mapping, k)
        cache[1].index_copy_(0, slot_mapping, v)
        w = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim**-0.5).softmax(-1)
        out = torch.einsum("hqk,khd->qhd", w, v).reshape(n, -1)
        if self.connector is not None:
            self.connector.save_kv_layer(self.prefix, self.kv_cache)
        return out


class PrefillWorkerModel(nn.Module):

    def __init__(self, kv_transfer_config: dict, hidden: int = 8,
                 num_heads: int = 2, num_layers: int = 2) -> None:
        super().__init__()
        block_size = kv_transfer_config.get("block_size", 4)
        num_blocks = kv_transfer_config.get("num_blocks", 4)
        self.layers = nn.ModuleList(
            PagedAttentionLayer(hidden, num_heads, num_blocks, block_size,
                                f"model.layers.{i}.self_attn")
            for i in range(num_layers))
        self.connector = NixlConnector(kv_transfer_config, KVConnectorRole.WORKER)
        self.connector.register_kv_caches(
            {layer.prefix: layer.kv_cache for layer in self.layers})
        for layer in self.layers:
            layer.connector = self.connector

    def forward(self, hidden_states: torch.Tensor, slot_mapping: torch.Tensor,
                kv_connector_metadata: NixlConnectorMetadata) -> torch.Tensor:
        self.connector.bind_connector_metadata(kv_connector_metadata)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, slot_mapping)
        self.connector.clear_connector_metadata()
        return hidden_states


_model = PrefillWorkerModel({"engine_id": "prefill-0", "block_size": 4,
                             "num_blocks": 4})
compiled_model = torch.compile(_model, fullgraph=True)
