import torch
from torch import nn

from .gemm import FP8_MAX, fp8_gemm


def per_token_fp8(x: torch.Tensor):
    scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-6) / FP8_MAX
    return (x / scale).to(torch.float8_e4m3fn), scale


class Fp8Mlp(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        w_up = torch.randn(inter, hidden) * 0.1
        w_down = torch.randn(hidden, inter) * 0.1
        self.up_q, self.up_s = per_token_fp8(w_up)
        self.down_q, self.down_s = per_token_fp8(w_down)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xq, xs = per_token_fp8(x)
        h = torch.nn.functional.silu(fp8_gemm(xq, self.up_q, xs, self.up_s))
        hq, hs = per_token_fp8(h)
        return fp8_gemm(hq, self.down_q, hs, self.down_s)


mlp = Fp8Mlp()
compiled_mlp = torch.compile(mlp, fullgraph=True)
