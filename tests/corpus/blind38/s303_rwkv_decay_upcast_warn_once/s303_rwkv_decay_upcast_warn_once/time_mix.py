import torch
import torch.nn as nn

from ._logging import warn_once


def _decay_fp32(time_decay: torch.Tensor) -> torch.Tensor:
    if time_decay.dtype != torch.float32:
        warn_once(f"time_decay stored as {time_decay.dtype}; upcasting to float32 for the recurrence")
        time_decay = time_decay.float()
    return torch.exp(-torch.exp(time_decay))


class TimeMix(nn.Module):
    """RWKV-style linear attention with per-channel exponential decay."""

    def __init__(self, d_model: int, n_heads: int):
        super().__init__()
        self.n_heads = n_heads
        self.head_size = d_model // n_heads
        self.receptance = nn.Linear(d_model, d_model, bias=False)
        self.key = nn.Linear(d_model, d_model, bias=False)
        self.value = nn.Linear(d_model, d_model, bias=False)
        self.output = nn.Linear(d_model, d_model, bias=False)
        self.mix_k = nn.Parameter(torch.full((d_model,), 0.5))
        self.mix_r = nn.Parameter(torch.full((d_model,), 0.5))
        # stored in bf16 to halve checkpoint size; the recurrence upcasts
        self.time_decay = nn.Parameter(torch.linspace(-2.0, 0.5, d_model).to(torch.bfloat16))
        self.time_first = nn.Parameter(torch.zeros(n_heads, self.head_size))

    def step(self, x, x_prev, wkv_state):
        bsz = x.shape[0]
        xk = x * self.mix_k + x_prev * (1 - self.mix_k)
        xr = x * self.mix_r + x_prev * (1 - self.mix_r)
        r = torch.sigmoid(self.receptance(xr)).view(bsz, self.n_heads, self.head_size)
        k = self.key(xk).view(bsz, self.n_heads, self.head_size)
        v = self.value(xk).view(bsz, self.n_heads, self.head_size)
        w = _decay_fp32(self.time_decay).view(self.n_heads, self.head_size, 1)
        kv = k.unsqueeze(-1) * v.unsqueeze(-2)  # (B, H, K, V)
        out = (r.unsqueeze(-1) * (wkv_state + self.time_first.unsqueeze(-1) * kv)).sum(-2)
        wkv_state = w * wkv_state + kv
        return self.output(out.reshape(bsz, -1)), wkv_state
