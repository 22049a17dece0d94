from __future__ import annotations

import torch

from .dispatch import QuantScheme, dispatch


class W8A8Linear(torch.nn.Module):
    def __init__(self, in_features: int, out_features: int, scheme: QuantScheme):
        super().__init__()
        self.scheme = scheme
        w = torch.randn(out_features, in_features) * 0.05
        if scheme is QuantScheme.INT8_W8A8:
            w_s = w.abs().amax(dim=1) / 127.0
            w_q = torch.round(w / w_s[:, None]).to(torch.int8)
        else:
            w_s = w.abs().amax(dim=1) / torch.finfo(torch.float8_e4m3fn).max
            w_q = (w / w_s[:, None]).to(torch.float8_e4m3fn)
        self.register_buffer("w_q", w_q)
        self.register_buffer("w_s", w_s if scheme is QuantScheme.INT8_W8A8 else w_s[None, :])

    def forward(self, x):
        return dispatch(self.scheme, x, self.w_q, self.w_s)


class Attention(torch.nn.Module):
    def __init__(self, hidden: int = 8):
        super().__init__()
        self.qkv = W8A8Linear(hidden, 3 * hidden, QuantScheme.INT8_W8A8)
        self.o = W8A8Linear(hidden, hidden, QuantScheme.FP8_W8A8)

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn = torch.softmax(q @ k.t() / q.shape[-1] ** 0.5, dim=-1)
        return self.o(attn @ v)


torch.manual_seed(0)
_attn = Attention()


@torch.compile(fullgraph=True, dynamic=False)
def attention_block(x: torch.Tensor) -> torch.Tensor:
    return x + _attn(x)
