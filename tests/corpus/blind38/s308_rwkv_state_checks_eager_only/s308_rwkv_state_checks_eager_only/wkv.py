import functools

import torch
import torch.nn as nn

from .checks import validate_state


@functools.lru_cache(maxsize=None)
def head_layout(d_model: int, head_size: int) -> tuple[int, int]:
    if d_model % head_size:
        raise ValueError(f"d_model={d_model} not divisible by head_size={head_size}")
    return d_model // head_size, head_size


class WKVStep(nn.Module):
    def __init__(self, d_model: int, head_size: int):
        super().__init__()
        self.d_model = d_model
        self.head_size = head_size
        self.rkv = nn.Linear(d_model, 3 * d_model, bias=False)
        self.w_log = nn.Parameter(torch.linspace(-3.0, -0.5, d_model))
        self.u = nn.Parameter(torch.zeros(d_model))
        self.out = nn.Linear(d_model, d_model, bias=False)

    def forward(self, x, state):
        H, S = head_layout(self.d_model, self.head_size)
        bsz = x.shape[0]
        r, k, v = self.rkv(x).view(bsz, 3, H, S).unbind(1)
        w = torch.exp(-torch.exp(self.w_log)).view(H, S, 1)
        u = self.u.view(H, S, 1)
        kv = k.unsqueeze(-1) * v.unsqueeze(-2)
        y = (r.unsqueeze(-1) * (state + u * kv)).sum(-2)
        state = w * state + kv
        validate_state("wkv", state)
        return self.out(y.reshape(bsz, -1)), state
