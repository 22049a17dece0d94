import torch
import torch.nn as nn

from .norm import FusedAddRMSNorm


class ResidualBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.input_layernorm = FusedAddRMSNorm(hidden_size)
        self.post_layernorm = FusedAddRMSNorm(hidden_size)
        self.fc1 = nn.Linear(hidden_size, intermediate_size)
        self.fc2 = nn.Linear(intermediate_size, hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = self.fc2(torch.relu(self.fc1(hidden_states)))
        hidden_states, residual = self.post_layernorm(hidden_states, residual)
        return hidden_states
