import torch
from torch import nn

from .kernels import dispatch_gemm


class QuantLinear(nn.Module):
    def __init__(self, in_f, out_f, weight_dtype):
        super().__init__()
        w = torch.randn(out_f, in_f) * 0.1
        if weight_dtype == torch.int8:
            scale = w.abs().amax(dim=1, keepdim=True) / 127.0
            wq = torch.round(w / scale).to(torch.int8)
        else:
            scale = w.abs().amax(dim=1, keepdim=True) / torch.finfo(weight_dtype).max
            wq = (w / scale).to(weight_dtype)
        self.register_buffer("weight", wq)
        self.register_buffer("weight_scale", scale)

    def forward(self, x):
        return dispatch_gemm(x, self.weight, self.weight_scale)


class TinyBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = QuantLinear(8, 16, torch.float8_e4m3fn)
        self.down = QuantLinear(16, 8, torch.int8)

    def forward(self, x):
        return x + self.down(torch.relu(self.up(x)))


block = TinyBlock()
compiled_block = torch.compile(block, fullgraph=True)
