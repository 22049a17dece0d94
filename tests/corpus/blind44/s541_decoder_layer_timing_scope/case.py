import torch

ENTRY = "s541_decoder_layer_timing_scope.serve:compiled"


def inputs():
    return (torch.randn(4, 8),)
