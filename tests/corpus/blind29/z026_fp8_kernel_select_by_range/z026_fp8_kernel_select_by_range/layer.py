import torch
from torch import nn

from .config import DEFAULT_KERNEL_CONFIG, KernelConfig
from .dispatch import select_kernel


class ScaledLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, cfg: KernelConfig = DEFAULT_KERNEL_CONFIG):
        super().__init__()
        self.cfg = cfg
        self.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.1)
        self.bias = nn.Parameter(torch.zeros(out_features))

    def forward(self, x):
        gemm = select_kernel(x, self.cfg)
        return gemm(x, self.weight, self.cfg) + self.bias


compiled_linear = torch.compile(ScaledLinear(8, 8), fullgraph=True)
