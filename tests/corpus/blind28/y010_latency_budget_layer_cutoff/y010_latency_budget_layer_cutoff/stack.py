import torch
import torch.nn as nn

from .budget import LatencyBudget


class GatedLayer(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.lin = nn.Linear(hidden, hidden)
        self.gate = nn.Parameter(torch.zeros(hidden))

    def forward(self, x):
        return x + torch.tanh(self.gate) * self.lin(self.norm(x))


class BudgetedStack(nn.Module):
    def __init__(self, hidden=8, num_layers=4, min_layers=1, budget_ms=5.0):
        super().__init__()
        self.layers = nn.ModuleList([GatedLayer(hidden) for _ in range(num_layers)])
        self.min_layers = min_layers
        self.budget = LatencyBudget(budget_ms=budget_ms)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.budget.start()
        for i, layer in enumerate(self.layers):
            if i >= self.min_layers and self.budget.exhausted():
                break
            x = layer(x)
        return x


stack = BudgetedStack()
anytime_forward = torch.compile(stack, fullgraph=True)
