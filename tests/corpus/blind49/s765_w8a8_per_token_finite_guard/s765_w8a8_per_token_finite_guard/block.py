import torch
from torch import nn

from .quantizers import QuantArgs, make_act_quantizer
from .quantizers.int8 import int8_scaled_mm


class W8A8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, act_args: QuantArgs):
        super().__init__()
        w = torch.randn(out_features, in_features) * 0.05
        w_scale = w.abs().amax(dim=1, keepdim=True) / 127
        self.register_buffer("weight", torch.round(w / w_scale).to(torch.int8))
        self.register_buffer("weight_scale", w_scale)
        self.act_quant = make_act_quantizer(act_args)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x_q, x_scale = self.act_quant.quantize(x)
        return int8_scaled_mm(x_q, self.weight, x_scale, self.weight_scale, x.dtype)


class W8A8DecoderMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 16, act_args: QuantArgs = QuantArgs()):
        super().__init__()
        self.norm = nn.RMSNorm(hidden)
        self.fc1 = W8A8Linear(hidden, inter, act_args)
        self.fc2 = W8A8Linear(inter, hidden, act_args)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        h = self.fc1(self.norm(hidden_states))
        h = self.fc2(torch.nn.functional.silu(h))
        return residual + h
