import torch
import torch.nn as nn

from .layers import RMSNorm


class MLPBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.up = nn.Linear(hidden_size, intermediate_size)
        self.down = nn.Linear(intermediate_size, hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        normed = self.post_attention_layernorm(hidden_states)
        return hidden_states + self.down(torch.nn.functional.gelu(self.up(normed)))


block = MLPBlock()
compiled_block = torch.compile(block, fullgraph=True)
