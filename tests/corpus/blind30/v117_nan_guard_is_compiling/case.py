import torch

ENTRY = "v117_nan_guard_is_compiling.decoder:DecoderLayer.forward"


def inputs():
    from v117_nan_guard_is_compiling.decoder import DecoderLayer

    return (DecoderLayer(8), torch.randn(2, 4, 8))
