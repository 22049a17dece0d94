import torch
from torch import nn

from .jit import detect_cuda_toolchain, load_w4a16_extension
from .quant import quantize_w4_groupwise, w4a16_gemm_ref


class W4A16Linear(nn.Module):
    _ext = None
    _ext_loaded = False

    def __init__(self, in_features: int, out_features: int, group_size: int = 4):
        super().__init__()
        if not W4A16Linear._ext_loaded:
            W4A16Linear._ext = load_w4a16_extension()
            W4A16Linear._ext_loaded = True
        self.group_size = group_size
        packed, scale, zero = quantize_w4_groupwise(torch.randn(out_features, in_features) * 0.1, group_size)
        self.register_buffer("qweight", packed)
        self.register_buffer("scales", scale)
        self.register_buffer("zeros", zero)
        self.use_cuda_kernel = self._ext is not None and detect_cuda_toolchain().can_build

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.use_cuda_kernel:
            return self._ext.w4a16_gemm(x, self.qweight, self.scales, self.zeros, self.group_size)
        return w4a16_gemm_ref(x, self.qweight, self.scales, self.zeros, self.group_size)


class Int4DecoderLayer(nn.Module):
    def __init__(self, hidden: int, intermediate: int):
        super().__init__()
        torch.manual_seed(0)
        self.input_layernorm = nn.LayerNorm(hidden)
        self.gate_up_proj = W4A16Linear(hidden, 2 * intermediate)
        self.down_proj = W4A16Linear(intermediate, hidden)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.input_layernorm(hidden_states)
        gate, up = self.gate_up_proj(h).chunk(2, dim=-1)
        return hidden_states + self.down_proj(torch.nn.functional.silu(gate) * up)
