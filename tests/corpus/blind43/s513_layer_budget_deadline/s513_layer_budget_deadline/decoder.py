import torch
import torch.nn as nn

from .budget import DeadlineTracker
from .layers import ResidualFFN


class BudgetedDecoder(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16,
                 num_layers: int = 6, budget_ms: float = 50.0, min_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(
            ResidualFFN(hidden_size, intermediate_size) for _ in range(num_layers)
        )
        self.out_norm = nn.LayerNorm(hidden_size)
        self.tracker = DeadlineTracker(budget_ms, min_layers=min_layers)

    @torch.compile(fullgraph=True)
    def forward_with_budget(self, hidden: torch.Tensor) -> torch.Tensor:
        self.tracker.begin_step()
        for depth, layer in enumerate(self.layers):
            if self.tracker.exhausted(depth):
                break
            hidden = layer(hidden)
        return self.out_norm(hidden)
