import torch
from torch import nn

from .autotuner import autotune


@autotune(configs=[{"BLOCK_M": 2}, {"BLOCK_M": 4}, {"BLOCK_M": 8}])
def blocked_matmul(a: torch.Tensor, b: torch.Tensor, BLOCK_M: int) -> torch.Tensor:
    return torch.cat([blk @ b for blk in a.split(BLOCK_M, dim=0)], dim=0)


class GroupedGemm(nn.Module):
    def __init__(self, in_features: int = 16, out_features: int = 8) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.randn(in_features, out_features) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return blocked_matmul(x, self.weight)


grouped_gemm = GroupedGemm()
grouped_gemm_compiled = torch.compile(grouped_gemm, fullgraph=True)
