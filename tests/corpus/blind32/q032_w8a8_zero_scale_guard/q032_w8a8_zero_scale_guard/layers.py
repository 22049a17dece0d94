import torch
from torch import nn

from .act_quant import ActQuantConfig, quantize_per_token


def _int8_mm(a_q: torch.Tensor, b_q: torch.Tensor) -> torch.Tensor:
    # int32 accumulate emulated in fp32 on CPU
    return a_q.float() @ b_q.float().t()


class W8A8Linear(nn.Module):
    """Per-channel int8 weights, per-token dynamic int8 activations."""

    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        w = torch.randn(out_features, in_features, generator=torch.Generator().manual_seed(1))
        w_scale = w.abs().amax(dim=1, keepdim=True) / 127.0
        self.register_buffer("weight_q", torch.round(w / w_scale).to(torch.int8))
        self.register_buffer("weight_scale", w_scale.squeeze(1))
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None
        self.act_cfg = ActQuantConfig()

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        shape = x.shape
        x2 = x.reshape(-1, shape[-1])
        x_q, x_scale = quantize_per_token(x2, self.act_cfg)
        acc = _int8_mm(x_q, self.weight_q)
        out = acc * x_scale * self.weight_scale.unsqueeze(0)
        if self.bias is not None:
            out = out + self.bias
        return out.reshape(*shape[:-1], -1)
