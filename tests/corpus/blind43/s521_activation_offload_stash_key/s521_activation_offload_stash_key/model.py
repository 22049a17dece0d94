import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import BlockConfig
from .offload import ActivationStash


class GatedMLP(nn.Module):
    def __init__(self, config: BlockConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class OffloadedDecoderBlock(nn.Module):
    def __init__(self, config: BlockConfig):
        super().__init__()
        self.config = config
        self.norm = nn.LayerNorm(config.hidden_size)
        self.mlp = GatedMLP(config)
        self.stash = ActivationStash(config.offload)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        normed = self.stash.stash(self.norm(hidden_states))
        return residual + self.mlp(normed)


block = OffloadedDecoderBlock(BlockConfig())
compiled_block = torch.compile(block, fullgraph=True)
