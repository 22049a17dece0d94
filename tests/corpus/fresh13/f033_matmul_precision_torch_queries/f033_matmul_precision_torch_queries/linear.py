import torch
from torch import nn

from .platform import current_platform


class UnquantizedLinear(nn.Module):
    def __init__(self, in_features: int = 8, out_features: int = 4):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_features, in_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = current_platform.default_param_dtype()
        if current_platform.is_cuda_alike() and not current_platform.tf32_enabled():
            x = x.double()
        out = x.to(dtype) @ self.weight.to(dtype).t()
        if torch.is_grad_enabled():
            out = out + 0.0
        return out


compiled_linear = torch.compile(UnquantizedLinear(), fullgraph=True)
