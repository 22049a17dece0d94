import torch

from s428_int4_jit_toolchain_probe.model import Int4DecoderLayer

ENTRY = "s428_int4_jit_toolchain_probe.model:Int4DecoderLayer.forward"

_layer = Int4DecoderLayer(hidden=8, intermediate=16)


def inputs():
    return (_layer, torch.randn(4, 8))
