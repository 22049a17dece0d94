import torch
from torch import nn

from .calibration import StaticMinMaxCalibrator
from .scalers import FP8, FP8_MAX, get_scaler


class Fp8MoE(nn.Module):
    def __init__(self, num_experts: int = 4, top_k: int = 2, hidden: int = 8, inter: int = 8,
                 act_scaling: str = "per_token"):
        super().__init__()
        self.top_k = top_k
        self.router = nn.Linear(hidden, num_experts, bias=False)
        w13 = torch.randn(num_experts, 2 * inter, hidden) * 0.02
        w2 = torch.randn(num_experts, hidden, inter) * 0.02
        s13 = w13.abs().amax(dim=(1, 2), keepdim=True) / FP8_MAX
        s2 = w2.abs().amax(dim=(1, 2), keepdim=True) / FP8_MAX
        self.register_buffer("w13", (w13 / s13).to(FP8))
        self.register_buffer("w2", (w2 / s2).to(FP8))
        self.register_buffer("w13_scale", s13)
        self.register_buffer("w2_scale", s2)
        self.a_scaler = get_scaler(act_scaling)
        self.calibrator = StaticMinMaxCalibrator(num_experts, FP8_MAX)

    def _expert(self, e: int, x: torch.Tensor) -> torch.Tensor:
        x_q, x_s = self.a_scaler.quantize(x)
        h = torch.einsum("th,ih->ti", x_q.float(), self.w13[e].float()) * x_s * self.w13_scale[e, 0]
        gate, up = h.chunk(2, dim=-1)
        a = torch.nn.functional.silu(gate) * up
        a_q, a_s = self.a_scaler.quantize(a)
        return torch.einsum("ti,hi->th", a_q.float(), self.w2[e].float()) * a_s * self.w2_scale[e, 0]

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.router(hidden_states)
        weights, topk_ids = torch.topk(torch.softmax(logits, dim=-1), self.top_k, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        out = torch.zeros_like(hidden_states)
        for e in range(self.w13.shape[0]):
            mask = (topk_ids == e).to(hidden_states.dtype)
            route_w = (weights * mask).sum(dim=-1, keepdim=True)
            out = out + route_w * self._expert(e, hidden_states)
        return out


def moe_forward(layer: Fp8MoE, hidden_states: torch.Tensor) -> torch.Tensor:
    return layer(hidden_states)


moe_step = torch.compile(moe_forward, fullgraph=True)
