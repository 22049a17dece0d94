import torch
from torch import nn

from .quant_method import W8A8Int8LinearMethod


class QKVProj(nn.Module):
    def __init__(self, hidden: int, out: int, input_scale: float):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out, hidden) * 0.1, requires_grad=False)
        self.register_buffer("input_scale", torch.tensor(input_scale))
        self.quant_method = W8A8Int8LinearMethod(is_static_input_scheme=True)
        self.quant_method.process_weights_after_loading(self)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class AttnPrologue(nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.qkv = QKVProj(hidden, 3 * hidden, input_scale=0.02)

    def forward(self, x):
        q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
        return q, k, v


compiled_prologue = torch.compile(AttnPrologue(), fullgraph=True)
