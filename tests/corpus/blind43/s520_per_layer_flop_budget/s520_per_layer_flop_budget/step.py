import torch
import torch.nn as nn
import torch.nn.functional as F

from .budgets import LayerFlopBudget, load_budget_table
from .scheduler import WallClockBudget

HIDDEN, INTER, NUM_LAYERS = 8, 16, 6


class BudgetedStack(nn.Module):
    def __init__(self):
        super().__init__()
        self.norms = nn.ModuleList(nn.LayerNorm(HIDDEN) for _ in range(NUM_LAYERS))
        self.ups = nn.ModuleList(nn.Linear(HIDDEN, INTER) for _ in range(NUM_LAYERS))
        self.downs = nn.ModuleList(nn.Linear(INTER, HIDDEN) for _ in range(NUM_LAYERS))
        self.out_norm = nn.LayerNorm(HIDDEN)
        self.budget = LayerFlopBudget(load_budget_table("tiny"), flops_per_token_layer=4 * HIDDEN * INTER)

    def layer(self, idx: int, x: torch.Tensor) -> torch.Tensor:
        return x + self.downs[idx](F.gelu(self.ups[idx](self.norms[idx](x))))


STACK = BudgetedStack()
# owned by the serving loop; checked between steps, not inside them
STEP_CLOCK = WallClockBudget(step_budget_s=0.25)


def _budgeted_forward(hidden: torch.Tensor) -> torch.Tensor:
    budget = STACK.budget
    for idx in budget.active_layers(hidden.shape[0]):
        hidden = STACK.layer(idx, hidden)
    return STACK.out_norm(hidden)


budgeted_forward = torch.compile(_budgeted_forward, fullgraph=True)
