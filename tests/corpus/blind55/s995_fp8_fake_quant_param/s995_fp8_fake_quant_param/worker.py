import torch
import torch.nn as nn
import torch.nn.functional as F

from .quantization import QuantConfig, apply_fake_quant


class MLPBlock(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.norm = nn.RMSNorm(hidden_size)
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(self.norm(x)).chunk(2, dim=-1)
        return x + self.down_proj(F.silu(gate) * up)


class SimModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([MLPBlock(hidden_size, 2 * hidden_size) for _ in range(num_layers)])

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


torch.manual_seed(0)
model = SimModel().eval()
apply_fake_quant(model, QuantConfig(method="fp8"))


def _model_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return model(hidden_states)


step = torch.compile(_model_forward, fullgraph=True)
