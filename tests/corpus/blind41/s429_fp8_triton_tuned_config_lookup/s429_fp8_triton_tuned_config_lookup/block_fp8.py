from typing import List

import torch
from torch import nn

from .tuned_configs import select_config

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


def _block_quant(w: torch.Tensor, bn: int, bk: int):
    n, k = w.shape
    blocks = w.view(n // bn, bn, k // bk, bk)
    s = blocks.abs().amax(dim=(1, 3)).clamp(min=1e-12) / FP8_MAX
    return (blocks / s[:, None, :, None]).to(FP8).view(n, k), s


def triton_w8a8_block_fp8_matmul(a, a_s, b, b_s, block_size: List[int], out_dtype):
    m, k = a.shape
    n = b.shape[0]
    bn, bk = block_size
    cfg = select_config(m, n, k, bn, bk)
    assert cfg["BLOCK_SIZE_K"] % bk == 0 or bk % cfg["BLOCK_SIZE_K"] == 0
    # reference computation (the Triton launch is elided on CPU)
    a_deq = a.float() * a_s.repeat_interleave(bk, dim=1)
    b_deq = b.float() * b_s.repeat_interleave(bn, dim=0).repeat_interleave(bk, dim=1)
    return (a_deq @ b_deq.t()).to(out_dtype)


class BlockFp8Linear(nn.Module):
    def __init__(self, in_features: int, out_features: int, block_size=(4, 4)):
        super().__init__()
        self.block_size = list(block_size)
        w_q, w_s = _block_quant(torch.randn(out_features, in_features) * 0.1, *self.block_size)
        self.register_buffer("weight", w_q)
        self.register_buffer("weight_scale_inv", w_s)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bk = self.block_size[1]
        m, k = x.shape
        g = x.view(m, k // bk, bk)
        x_s = g.abs().amax(dim=-1).clamp(min=1e-12) / FP8_MAX
        x_q = (g / x_s.unsqueeze(-1)).to(FP8).view(m, k)
        return triton_w8a8_block_fp8_matmul(
            x_q, x_s, self.weight, self.weight_scale_inv, self.block_size, x.dtype
        )
