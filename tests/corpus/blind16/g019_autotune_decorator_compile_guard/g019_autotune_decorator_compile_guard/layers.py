import torch
from torch import nn

from .quant_kernels import quantize_weight_int8, w8a16_gemm


class W8A16Linear(nn.Module):
    def __init__(self, in_f, out_f):
        super().__init__()
        w_q, w_s = quantize_weight_int8(torch.randn(out_f, in_f) * 0.1)
        self.register_buffer("w_q", w_q)
        self.register_buffer("w_s", w_s)
        self.out_features = out_f

    def forward(self, x):
        return w8a16_gemm(x, self.w_q, self.w_s, N=self.out_features)


class LMHeadStack(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = W8A16Linear(8, 16)
        self.head = W8A16Linear(16, 12)

    def forward(self, x):
        return self.head(torch.tanh(self.proj(x)))


stack = LMHeadStack()
compiled_stack = torch.compile(stack, fullgraph=True)
