import torch
from torch import nn

from .autotuner import Config, autotune


@autotune(
    configs=[
        Config({"BLOCK_M": 16, "BLOCK_N": 32}, num_warps=4),
        Config({"BLOCK_M": 32, "BLOCK_N": 64}, num_warps=4),
        Config({"BLOCK_M": 64, "BLOCK_N": 64}, num_warps=8, num_stages=3),
    ],
    key=["M", "N", "K"],
)
def _scaled_mm_kernel(a, b, scale_a, scale_b, M, N, K, BLOCK_M, BLOCK_N):
    out = a.new_empty(M, N)
    for m in range(0, M, BLOCK_M):
        for n in range(0, N, BLOCK_N):
            acc = a[m:m + BLOCK_M].float() @ b[:, n:n + BLOCK_N].float()
            out[m:m + BLOCK_M, n:n + BLOCK_N] = (
                acc * scale_a[m:m + BLOCK_M] * scale_b[:, n:n + BLOCK_N]
            )
    return out


def scaled_mm(a: torch.Tensor, b: torch.Tensor, scale_a: torch.Tensor,
              scale_b: torch.Tensor) -> torch.Tensor:
    M, K = a.shape
    N = b.shape[1]
    return _scaled_mm_kernel(a, b, scale_a, scale_b, M, N, K)


class ScaledMMLinear(nn.Module):
    def __init__(self, in_features: int = 8, out_features: int = 16):
        super().__init__()
        w = torch.randn(out_features, in_features)
        scale = w.abs().amax(dim=1, keepdim=True) / 127.0
        self.register_buffer("weight_t", torch.round(w / scale).t().contiguous())
        self.register_buffer("weight_scale", scale.t().contiguous())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_scale = x.abs().amax(dim=1, keepdim=True).clamp(min=1e-6) / 127.0
        x_q = torch.round(x / x_scale)
        return scaled_mm(x_q, self.weight_t, x_scale, self.weight_scale)


compiled_linear = torch.compile(ScaledMMLinear(), fullgraph=True)
