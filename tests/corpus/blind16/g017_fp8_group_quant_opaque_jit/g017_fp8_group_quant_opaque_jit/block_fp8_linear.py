import torch
from torch import nn

from . import ops


class BlockFp8Linear(nn.Module):
    def __init__(self, in_features=8, out_features=12, group_size=4):
        super().__init__()
        self.group_size = group_size
        w = torch.randn(out_features, in_features) * 0.1
        w_q, w_s = ops.per_token_group_quant_fp8(w, group_size)
        self.register_buffer("weight", w_q)
        self.register_buffer("weight_scale_inv", w_s)

    def _dequant(self, q, s):
        return q.float() * s.repeat_interleave(self.group_size, dim=-1)

    def forward(self, x):
        x_q, x_s = ops.per_token_group_quant_fp8(x, self.group_size)
        return self._dequant(x_q, x_s) @ self._dequant(self.weight, self.weight_scale_inv).t()


layer = BlockFp8Linear()


@torch.compile(fullgraph=True)
def block_fp8_forward(x: torch.Tensor) -> torch.Tensor:
    return layer(x)
