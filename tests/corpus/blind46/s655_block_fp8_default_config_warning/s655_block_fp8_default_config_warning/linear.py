import torch
from torch import nn

from .registry import get_config_provider


def w8a8_block_matmul(x, weight, weight_scale, block_size, config):
    # emulation: dequantize weight blocks, quantize-free activation path, tile over M
    N, K = weight.shape
    bn, bk = block_size
    scale = weight_scale.repeat_interleave(bn, dim=0).repeat_interleave(bk, dim=1)[:N, :K]
    w = weight * scale
    block_m = config["BLOCK_SIZE_M"]
    outs = [x[i:i + block_m] @ w.t() for i in range(0, x.shape[0], block_m)]
    return torch.cat(outs, dim=0)


class BlockFp8Linear(nn.Module):
    kernel_name = "w8a8_block_fp8_matmul"

    def __init__(self, in_features: int, out_features: int, block_size=(4, 4)):
        super().__init__()
        self.block_size = block_size
        self.weight = nn.Parameter(torch.randn(out_features, in_features).clamp(-2, 2), requires_grad=False)
        self.weight_scale = nn.Parameter(
            torch.rand(out_features // block_size[0], in_features // block_size[1]) + 0.5, requires_grad=False
        )

    @torch.compile(fullgraph=True)
    def forward(self, x):
        N, K = self.weight.shape
        config = get_config_provider(self.kernel_name).get(x.shape[0], N, K)
        return w8a8_block_matmul(x, self.weight, self.weight_scale, self.block_size, config)
