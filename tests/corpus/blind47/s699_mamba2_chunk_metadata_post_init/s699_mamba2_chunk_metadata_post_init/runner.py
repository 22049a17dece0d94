import torch
import torch.nn as nn

from .metadata import Mamba2MetadataBuilder
from .mixer import Mamba2Mixer


class Mamba2PrefillRunner:
    def __init__(self, num_layers: int = 2, chunk_size: int = 4):
        self.metadata_builder = Mamba2MetadataBuilder(chunk_size)
        self.layers = nn.ModuleList(Mamba2Mixer() for _ in range(num_layers))
        self.norms = nn.ModuleList(nn.RMSNorm(16) for _ in range(num_layers))

    @torch.compile(fullgraph=True)
    def execute(self, hidden_states: torch.Tensor, seq_idx: torch.Tensor) -> torch.Tensor:
        meta = self.metadata_builder.build(seq_idx)
        for norm, layer in zip(self.norms, self.layers):
            hidden_states = hidden_states + layer(norm(hidden_states), meta)
        return hidden_states
