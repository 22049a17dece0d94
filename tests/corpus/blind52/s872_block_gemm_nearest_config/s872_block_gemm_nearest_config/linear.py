import torch
import torch.nn.functional as F
from torch import nn

from .block_int8 import per_token_group_quant_int8, w8a8_block_int8_matmul
from .kernel_configs import get_w8a8_block_int8_configs


class BlockQuantLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, block_size=(8, 8)):
        super().__init__()
        self.block_size = list(block_size)
        block_n, block_k = self.block_size
        weight = torch.randn(output_size, input_size)
        wq = weight.view(output_size // block_n, block_n, input_size // block_k, block_k)
        scale = wq.abs().amax(dim=(1, 3)).clamp(min=1e-10) / 127.0
        q = torch.round(wq / scale[:, None, :, None]).clamp(-128, 127).to(torch.int8)
        self.register_buffer("weight", q.view(output_size, input_size))
        self.register_buffer("weight_scale_inv", scale)
        self.kernel_configs = get_w8a8_block_int8_configs(
            output_size, input_size, block_n, block_k
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q_input, x_scale = per_token_group_quant_int8(x, self.block_size[1])
        return w8a8_block_int8_matmul(
            q_input,
            self.weight,
            x_scale,
            self.weight_scale_inv,
            self.block_size,
            self.kernel_configs,
            output_dtype=x.dtype,
        )


class DenseMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.up_proj = BlockQuantLinear(hidden_size, intermediate_size)
        self.down_proj = BlockQuantLinear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.gelu(self.up_proj(x)))


_mlp = DenseMLP()


@torch.compile(fullgraph=True)
def mlp_forward(x: torch.Tensor) -> torch.Tensor:
    return _mlp(x)
