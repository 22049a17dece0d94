import torch
from torch import nn
import torch.nn.functional as F

from .fp8_utils import BlockFp8Weight

BLOCK = [4, 4]


def _make_block_fp8(out_features: int, in_features: int) -> BlockFp8Weight:
    w = torch.randn(out_features, in_features)
    scale_inv = torch.rand(
        (out_features + BLOCK[0] - 1) // BLOCK[0], (in_features + BLOCK[1] - 1) // BLOCK[1]
    ) * 0.01
    return BlockFp8Weight(w.to(torch.float8_e4m3fn), scale_inv, list(BLOCK))


class DeepseekV2MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up = _make_block_fp8(2 * intermediate_size, hidden_size)
        self.down = _make_block_fp8(hidden_size, intermediate_size)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = F.linear(x, self.gate_up.dequantized.to(x.dtype))
        gate, up = gate_up.chunk(2, dim=-1)
        return F.linear(F.silu(gate) * up, self.down.dequantized.to(x.dtype))
