import torch

from v128_swinv2_cpb_dataptr_cache.block import SwinV2WindowAttention

ENTRY = "v128_swinv2_cpb_dataptr_cache.block:SwinV2WindowAttention.forward"


def inputs():
    return (SwinV2WindowAttention().eval(), torch.randn(4, 9, 16))
