import torch
from torch import nn

from .kernels import per_token_group_quant_fp8, w8a8_block_fp8_matmul
from .quant_config import FP8_DTYPE, FP8_MAX, Fp8BlockQuantConfig


class Fp8BlockLinearMethod:
    def __init__(self, quant_config: Fp8BlockQuantConfig):
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        bn, bk = self.quant_config.weight_block_size
        w = torch.randn(out_features, in_features) * 0.1
        w_blocks = w.view(out_features // bn, bn, in_features // bk, bk)
        scale = w_blocks.abs().amax(dim=(1, 3)).clamp(min=1e-12) / FP8_MAX
        w_q = (w_blocks / scale[:, None, :, None]).to(FP8_DTYPE).view(out_features, in_features)
        layer.register_buffer("weight", w_q)
        layer.register_buffer("weight_scale_inv", scale)

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        cfg = self.quant_config
        x_q, x_s = per_token_group_quant_fp8(x, cfg.block_k)
        return w8a8_block_fp8_matmul(
            x_q, x_s, layer.weight, layer.weight_scale_inv, cfg.weight_block_size, cfg.out_dtype
        )


class Fp8BlockLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: Fp8BlockQuantConfig):
        super().__init__()
        self.quant_method = Fp8BlockLinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class Fp8BlockMLP(nn.Module):
    def __init__(self, hidden: int, intermediate: int, quant_config: Fp8BlockQuantConfig):
        super().__init__()
        self.gate_up_proj = Fp8BlockLinear(hidden, 2 * intermediate, quant_config)
        self.down_proj = Fp8BlockLinear(intermediate, hidden, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(torch.nn.functional.silu(gate) * up)


_cfg = Fp8BlockQuantConfig.from_config({"quant_method": "fp8", "weight_block_size": [4, 4]})
torch.manual_seed(0)
compiled_mlp = torch.compile(Fp8BlockMLP(8, 8, _cfg), fullgraph=True)
