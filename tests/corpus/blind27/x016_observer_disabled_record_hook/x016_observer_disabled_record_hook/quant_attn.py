import torch
import torch.nn.functional as F

from .observer_mixin import CalibrationMixin


class SmoothQuantLinear(CalibrationMixin, torch.nn.Module):
    def __init__(self, in_f: int, out_f: int, alpha: float = 0.5):
        super().__init__()
        self.linear = torch.nn.Linear(in_f, out_f)
        self.alpha = alpha
        self._init_calibration(in_f)
        self.register_buffer("smooth", torch.ones(in_f))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.maybe_record("input", x)
        x = x / self.smooth
        scale = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-5) / 127.0
        xq = torch.round(x / scale).clamp(-128, 127) * scale
        return F.linear(xq, self.linear.weight * self.smooth, self.linear.bias)


class SmoothQuantAttention(torch.nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2):
        super().__init__()
        self.heads = heads
        self.qkv = SmoothQuantLinear(hidden, 3 * hidden)
        self.proj = SmoothQuantLinear(hidden, hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        t, h = x.shape
        q, k, v = self.qkv(x).view(t, 3, self.heads, h // self.heads).permute(1, 2, 0, 3)
        o = F.scaled_dot_product_attention(q, k, v)
        return self.proj(o.permute(1, 0, 2).reshape(t, h))


attn_forward = torch.compile(SmoothQuantAttention(), fullgraph=True)
