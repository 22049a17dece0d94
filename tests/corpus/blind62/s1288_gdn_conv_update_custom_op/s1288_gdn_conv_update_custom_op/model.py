import torch
from torch import nn

from .gated_delta_net import GatedDeltaNet


class Qwen3NextLinearDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(hidden_size, eps=1e-6)
        self.linear_attn = GatedDeltaNet(hidden_size=hidden_size)
        self.post_attention_layernorm = nn.RMSNorm(hidden_size, eps=1e-6)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(2 * hidden_size, hidden_size, bias=False),
        )

    def forward(self, hidden_states: torch.Tensor, state_indices: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.linear_attn(self.input_layernorm(hidden_states), state_indices)
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


layer = Qwen3NextLinearDecoderLayer()
compiled_layer = torch.compile(layer, fullgraph=True)
