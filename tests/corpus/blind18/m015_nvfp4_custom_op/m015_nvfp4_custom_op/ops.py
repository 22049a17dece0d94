import torch

from .kernel_lib import load_fp4_library
from .packing import dequantize_nvfp4


@torch.library.custom_op("corpus_m015::nvfp4_gemm", mutates_args=())
def nvfp4_gemm(
    x: torch.Tensor, packed_w: torch.Tensor, block_scale: torch.Tensor, global_scale: float
) -> torch.Tensor:
    lib = load_fp4_library()
    if lib is not None:
        return lib.cutlass_scaled_fp4_mm(x, packed_w, block_scale, global_scale)
    w = dequantize_nvfp4(packed_w, block_scale) * global_scale
    return x @ w.t().to(x.dtype)


@nvfp4_gemm.register_fake
def _(x, packed_w, block_scale, global_scale):
    return x.new_empty(x.shape[0], packed_w.shape[0])
