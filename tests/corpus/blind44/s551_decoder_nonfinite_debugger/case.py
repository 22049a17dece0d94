import torch

ENTRY = "s551_decoder_nonfinite_debugger.modeling:compiled_model"


def inputs():
    return (torch.randn(4, 8),)
