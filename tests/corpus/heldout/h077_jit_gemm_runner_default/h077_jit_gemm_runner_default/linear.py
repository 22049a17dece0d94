import torch
from torch import nn

from .gemm_runners import make_gemm_runner


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.05, requires_grad=False)
        self.weight_scale = nn.Parameter(torch.ones(out_features), requires_grad=False)
        self.gemm_runner = make_gemm_runner(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.gemm_runner.run(x, self.weight, self.weight_scale)


linear = Fp8Linear(16, 8)
linear_compiled = torch.compile(linear, fullgraph=True)
