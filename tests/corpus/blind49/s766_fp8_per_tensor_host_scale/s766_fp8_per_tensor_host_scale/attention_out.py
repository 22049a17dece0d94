import torch
from torch import nn

from .quant_ops import FP8_DTYPE, FP8_MAX, make_input_quantizer


class QuantizedOutputProjection(nn.Module):
    def __init__(self, num_heads: int, head_dim: int, hidden: int, activation_scheme: str = "dynamic"):
        super().__init__()
        w = torch.randn(hidden, num_heads * head_dim) * 0.02
        w_scale = w.abs().max() / FP8_MAX
        self.register_buffer("weight", (w / w_scale).to(FP8_DTYPE))
        self.register_buffer("weight_scale", w_scale)
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.quant_input = make_input_quantizer(activation_scheme)

    def forward(self, attn_output: torch.Tensor) -> torch.Tensor:
        x = attn_output.reshape(attn_output.shape[0], self.num_heads * self.head_dim)
        x_q, x_scale = self.quant_input(x)
        out = torch.nn.functional.linear(x_q.float(), self.weight.float())
        return out * (x_scale * self.weight_scale)


def run_o_proj(layer: QuantizedOutputProjection, attn_output: torch.Tensor) -> torch.Tensor:
    return layer(attn_output)


o_proj_step = torch.compile(run_o_proj, fullgraph=True)
