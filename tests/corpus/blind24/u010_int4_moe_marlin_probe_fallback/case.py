import torch

from u010_int4_moe_marlin_probe_fallback.experts import W4A16MoE

ENTRY = "u010_int4_moe_marlin_probe_fallback.experts:W4A16MoE.forward"


def inputs():
    return (W4A16MoE(), torch.randn(3, 16))
