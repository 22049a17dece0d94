import torch
from torch import nn

from .policies import get_policy


class ClampedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, policy: str = "hard"):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02)
        self.bias = nn.Parameter(torch.zeros(out_features))
        self.act_policy = get_policy(policy, margin=0.05)
        self.weight_policy = get_policy("hard")

    def _quantize_input(self, x: torch.Tensor) -> torch.Tensor:
        return self.act_policy.apply(x)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xq = self._quantize_input(x)
        wq = self.weight_policy.apply(self.weight)
        return torch.nn.functional.linear(xq, wq, self.bias)
