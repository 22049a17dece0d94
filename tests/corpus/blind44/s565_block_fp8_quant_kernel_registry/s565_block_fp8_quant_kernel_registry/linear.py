import torch
import torch.nn.functional as F

from .fp8_utils import dequant_block, per_token_group_quant_fp8


class BlockFp8LinearMethod:
    """W8A8 block-wise FP8 linear (DeepSeek-V3 style 1x128 act / 128x128 weight blocks,
    scaled down for the test)."""

    def __init__(self, block_size: int = 4, out_dtype: torch.dtype = torch.float32):
        self.block_size = block_size
        self.out_dtype = out_dtype

    @torch.compile(fullgraph=True)
    def apply(self, x: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        x_2d = x.reshape(-1, x.shape[-1]).contiguous()
        q_input, x_scale = per_token_group_quant_fp8(x_2d, self.block_size)
        x_deq = dequant_block(q_input, x_scale, self.block_size, self.out_dtype)
        out = F.linear(x_deq, weight.to(self.out_dtype))
        return out.reshape(*x.shape[:-1], weight.shape[0])
