import ctypes
import ctypes.util
import functools
from typing import Optional, Tuple

import torch

from .base import ScaledMMLinearKernel, ScaledMMLinearLayerConfig


@functools.lru_cache(maxsize=None)
def _load_cutlass_lib():
    path = ctypes.util.find_library("vllm_cutlass_mm")
    return ctypes.CDLL(path) if path else None


class CutlassScaledMMLinearKernel(ScaledMMLinearKernel):
    @classmethod
    def can_implement(cls, c: ScaledMMLinearLayerConfig) -> Tuple[bool, Optional[str]]:
        if not torch.cuda.is_available():
            return False, "CUTLASS scaled_mm requires CUDA"
        if _load_cutlass_lib() is None:
            return False, "libvllm_cutlass_mm.so not found"
        return True, None

    def apply_weights(self, layer, x, bias=None):
        lib = _load_cutlass_lib()
        out = torch.empty(x.shape[0], layer.weight.shape[0], dtype=torch.bfloat16, device=x.device)
        x_q = x.to(torch.float8_e4m3fn)
        lib.cutlass_scaled_mm(
            ctypes.c_void_p(out.data_ptr()),
            ctypes.c_void_p(x_q.data_ptr()),
            ctypes.c_void_p(layer.weight.data_ptr()),
            ctypes.c_int(x.shape[0]),
        )
        torch.cuda.synchronize()
        return out if bias is None else out + bias
