import torch

ENTRY = "s1134_deprecated_norm_op_warning.decoder:compiled_layer"


def inputs():
    return (torch.randn(4, 8), torch.randn(4, 8))
