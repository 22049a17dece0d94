from dataclasses import dataclass

import torch
from torch import nn

from .utils import make_layers


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_hidden_layers: int = 6
    pp_rank: int = 1
    pp_size: int = 3


class GatedMLPLayer(nn.Module):
    def __init__(self, hidden: int, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.gate_up = nn.Linear(hidden, 2 * hidden, bias=False)
        self.down = nn.Linear(hidden, hidden, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(hidden_states).chunk(2, dim=-1)
        return hidden_states + self.down(nn.functional.silu(gate) * up)


class PPDecoderModel(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.start_layer, self.end_layer, self.layers = make_layers(
            config.num_hidden_layers,
            lambda idx: GatedMLPLayer(config.hidden_size, idx),
            config.pp_rank,
            config.pp_size,
        )
        self.is_first_rank = config.pp_rank == 0
        self.is_last_rank = config.pp_rank == config.pp_size - 1
        self.norm = nn.LayerNorm(config.hidden_size) if self.is_last_rank else None

    def make_empty_intermediate_tensors(self, batch_size: int, dtype: torch.dtype):
        return {"hidden_states": torch.zeros(batch_size, self.config.hidden_size, dtype=dtype)}

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for i in range(self.start_layer, self.end_layer):
            hidden_states = self.layers[i](hidden_states)
        if self.norm is not None:
            hidden_states = self.norm(hidden_states)
        return hidden_states


model = PPDecoderModel(ModelConfig())
compiled = torch.compile(model, fullgraph=True)
