import torch
from torch import nn

from .layernorm import RMSNorm


class DecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.input_layernorm = RMSNorm(hidden_size)
        self.mixer = nn.Linear(hidden_size, hidden_size, bias=False)
        self.post_attention_layernorm = RMSNorm(hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(hidden_size, 2 * hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(2 * hidden_size, hidden_size, bias=False),
        )

    def forward(self, hidden_states: torch.Tensor, residual: torch.Tensor):
        hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states = self.mixer(hidden_states)
        norm = getattr(self, "post_attention_layernorm", None)
        if isinstance(norm, RMSNorm):
            hidden_states, residual = norm(hidden_states, residual)
        return self.mlp(hidden_states), residual


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int = 16, num_layers: int = 3):
        super().__init__()
        for i in range(num_layers):
            self.add_module(f"layer_{i}", DecoderLayer(hidden_size, i))
        self.num_layers = num_layers
        self.final_norm = RMSNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        for i in range(self.num_layers):
            layer = getattr(self, f"layer_{i}")
            hidden_states, residual = layer(hidden_states, residual)
        hidden_states, _ = self.final_norm(hidden_states, residual)
        return hidden_states


_decoder = TinyDecoder().eval()


@torch.compile(fullgraph=True)
def decode_step(hidden_states: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
    return _decoder(hidden_states, residual)
