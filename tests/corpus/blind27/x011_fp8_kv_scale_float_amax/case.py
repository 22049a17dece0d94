import torch

ENTRY = "x011_fp8_kv_scale_float_amax.attention:compiled_attn"


def inputs():
    return (torch.randn(4, 8),)
