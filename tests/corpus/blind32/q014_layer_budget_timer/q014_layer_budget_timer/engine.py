import torch
import torch.nn as nn

from .budget import BudgetConfig, LayerBudget


class ResidualMLP(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden)
        self.fc = nn.Linear(hidden, hidden)

    def forward(self, x):
        return x + torch.tanh(self.fc(self.ln(x)))


class BudgetedStack(nn.Module):
    def __init__(self, hidden: int = 16, depth: int = 6, cfg: BudgetConfig | None = None):
        super().__init__()
        self.blocks = nn.ModuleList(ResidualMLP(hidden) for _ in range(depth))
        self.cfg = cfg or BudgetConfig()

    def run_block(self, idx: int, x: torch.Tensor, budget: LayerBudget) -> torch.Tensor:
        if not budget.allows(idx):
            return x
        budget.start()
        x = self.blocks[idx](x)
        budget.stop()
        return x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        budget = LayerBudget(self.cfg)
        for idx in range(len(self.blocks)):
            x = self.run_block(idx, x, budget)
        return x


_stack = BudgetedStack().eval()


@torch.compile(fullgraph=True)
def forward_with_budget(x: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return _stack(x)
