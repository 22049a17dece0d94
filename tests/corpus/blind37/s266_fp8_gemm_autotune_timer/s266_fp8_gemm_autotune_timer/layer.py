import torch
from torch import nn

from .fp8_gemm import fp8_linear, quantize_fp8


class Fp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.1
        w_fp8, w_scale = quantize_fp8(w)
        self.register_buffer("w_fp8", w_fp8)
        self.register_buffer("w_scale", w_scale)

    def forward(self, x):
        return fp8_linear(x, self.w_fp8, self.w_scale)


class Fp8MLP(nn.Module):
    def __init__(self, hidden=8, inter=16):
        super().__init__()
        self.fc1 = Fp8Linear(hidden, inter)
        self.fc2 = Fp8Linear(inter, hidden)

    def forward(self, x):
        return self.fc2(torch.nn.functional.gelu(self.fc1(x)))


compiled = torch.compile(Fp8MLP(), fullgraph=True)
