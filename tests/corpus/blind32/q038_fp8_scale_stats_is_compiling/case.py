import torch

from q038_fp8_scale_stats_is_compiling.linear import Fp8WeightOnlyLinear

ENTRY = "q038_fp8_scale_stats_is_compiling.linear:Fp8WeightOnlyLinear.forward"

_LAYER = Fp8WeightOnlyLinear(16, 8)


def inputs():
    return (_LAYER, torch.randn(4, 16))
