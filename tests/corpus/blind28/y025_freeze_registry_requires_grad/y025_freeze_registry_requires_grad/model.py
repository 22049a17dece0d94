import torch
from torch import nn

from .registry import apply_freeze


class AdapterLinear(nn.Module):
    def __init__(self, dim_in: int, dim_out: int, rank: int = 2):
        super().__init__()
        self.base = nn.Linear(dim_in, dim_out)
        self.adapter_down = nn.Linear(dim_in, rank, bias=False)
        self.adapter_up = nn.Linear(rank, dim_out, bias=False)
        nn.init.zeros_(self.adapter_up.weight)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.base(x) + self.adapter_up(self.adapter_down(x))


class AdapterModel(nn.Module):
    def __init__(self, dim: int = 8, classes: int = 3, freeze_policy: str = "adapters_only"):
        super().__init__()
        self.body = AdapterLinear(dim, dim)
        self.head = nn.Linear(dim, classes)
        self.freeze_policy = freeze_policy
        self._freeze_applied = False

    def _ensure_frozen(self) -> None:
        # freezing is deferred so that checkpoints can be loaded first
        if not self._freeze_applied:
            apply_freeze(self, self.freeze_policy)
            self._freeze_applied = True

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self._ensure_frozen()
        return self.head(torch.tanh(self.body(x)))


compiled = torch.compile(AdapterModel().eval(), fullgraph=True)
