import torch
from torch import nn

from .metrics import GLOBAL_METRICS, ForwardMetrics


class GatedMLP(nn.Module):
    def __init__(self, hidden: int, inter: int) -> None:
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden, 2 * inter, bias=False)
        self.down_proj = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g, u = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(g) * u)


class InstrumentedModel(nn.Module):
    def __init__(self, hidden: int = 8, metrics: ForwardMetrics = GLOBAL_METRICS) -> None:
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.mlp = GatedMLP(hidden, 16)
        self.metrics = metrics

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.metrics.on_step_begin()
        out = hidden_states + self.mlp(self.norm(hidden_states))
        self.metrics.on_step_end(hidden_states.shape[0])
        return out


compiled = torch.compile(InstrumentedModel(), fullgraph=True)
