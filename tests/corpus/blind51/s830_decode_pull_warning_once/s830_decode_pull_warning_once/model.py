from dataclasses import dataclass

import torch
from torch import nn

from .connectors import PullConnectorMetadata, create_connector


@dataclass
class DisaggConfig:
    kv_connector: str = "decode_pull"
    kv_role: str = "kv_consumer"
    block_size: int = 4


class DecodeAttention(nn.Module):

    def __init__(self, hidden: int, num_heads: int, layer_name: str) -> None:
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.layer_name = layer_name
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)

    def forward(self, x: torch.Tensor, connector) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.num_heads, self.head_dim).unbind(1)
        connector.wait_for_layer_load(self.layer_name)
        w = torch.einsum("qhd,khd->hqk", q, k).mul(self.head_dim**-0.5).softmax(-1)
        out = torch.einsum("hqk,khd->qhd", w, v).reshape(n, -1)
        connector.save_kv_layer(self.layer_name, torch.stack([k, v]))
        return self.o_proj(out)


class DecodeModel(nn.Module):

    def __init__(self, config: DisaggConfig, hidden: int = 8, num_heads: int = 2,
                 num_layers: int = 2) -> None:
        super().__init__()
        self.kv_connector = create_connector(config.kv_connector,
                                             block_size=config.block_size)
        self.layers = nn.ModuleList(
            DecodeAttention(hidden, num_heads, f"model.layers.{i}.attn")
            for i in range(num_layers))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, self.kv_connector)
        return hidden_states


class DecodeRunner:

    def __init__(self, config: DisaggConfig) -> None:
        self.model = DecodeModel(config)

    def forward_decode(self, hidden_states: torch.Tensor,
                       metadata: PullConnectorMetadata) -> torch.Tensor:
        connector = self.model.kv_connector
        connector.bind_connector_metadata(metadata)
        out = self.model(hidden_states)
        connector.clear_connector_metadata()
        return out


runner = DecodeRunner(DisaggConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
