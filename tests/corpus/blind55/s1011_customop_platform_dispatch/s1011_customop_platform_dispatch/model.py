import torch
import torch.nn as nn

from .layers import RMSNorm, SiluAndMul


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)
        self.act_fn = SiluAndMul()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        return self.down_proj(self.act_fn(gate_up))


class LlamaDecoderLayer(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, eps: float):
        super().__init__()
        self.input_layernorm = RMSNorm(hidden_size, eps=eps)
        self.post_attention_layernorm = RMSNorm(hidden_size, eps=eps)
        self.mlp = LlamaMLP(hidden_size, intermediate_size)

    def forward(self, hidden_states, residual):
        if residual is None:
            residual = hidden_states
            hidden_states = self.input_layernorm(hidden_states)
        else:
            hidden_states, residual = self.input_layernorm(hidden_states, residual)
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        hidden_states = self.mlp(hidden_states)
        return hidden_states, residual


class LlamaModel(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, num_layers=2, eps=1e-6):
        super().__init__()
        self.layers = nn.ModuleList(
            [LlamaDecoderLayer(hidden_size, intermediate_size, eps) for _ in range(num_layers)]
        )
        self.norm = RMSNorm(hidden_size, eps=eps)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = None
        for layer in self.layers:
            hidden_states, residual = layer(hidden_states, residual)
        hidden_states, _ = self.norm(hidden_states, residual)
        return hidden_states


model = LlamaModel()
compiled_model = torch.compile(model, fullgraph=True)
