import torch
from torch import nn

from .fp8_utils import fp8_gemm, per_tensor_fp8_quant


class Fp8Linear(nn.Module):
    def __init__(self, name: str, in_features: int, out_features: int):
        super().__init__()
        self.name = name
        w = torch.randn(out_features, in_features) * 0.1
        wq, w_inv = per_tensor_fp8_quant(w, f"{name}.weight")
        self.register_buffer("wq", wq)
        self.register_buffer("w_inv_scale", w_inv)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xq, x_inv = per_tensor_fp8_quant(x, f"{self.name}.input")
        return fp8_gemm(xq, x_inv, self.wq, self.w_inv_scale, x.dtype)


class Fp8MLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16):
        super().__init__()
        self.gate_up = Fp8Linear("mlp.gate_up", hidden, 2 * inter)
        self.down = Fp8Linear("mlp.down", inter, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        g, u = self.gate_up(x).chunk(2, dim=-1)
        return self.down(torch.nn.functional.silu(g) * u)


class Engine:
    def __init__(self):
        self.mlp = Fp8MLP()

    @torch.compile(fullgraph=True)
    def step(self, hidden: torch.Tensor) -> torch.Tensor:
        return hidden + self.mlp(hidden)
