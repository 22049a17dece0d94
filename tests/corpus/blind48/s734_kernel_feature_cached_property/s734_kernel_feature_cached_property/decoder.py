import torch
from torch import nn

from .layernorm import RMSNorm


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size)
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def mlp(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)

    def forward(self, hidden_states, residual):
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        # (attention elided)
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        return self.mlp(hidden_states), residual


layer = DecoderLayer()


@torch.compile(fullgraph=True)
def decoder_step(hidden_states: torch.Tensor, residual: torch.Tensor):
    return layer(hidden_states, residual)
