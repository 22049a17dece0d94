import torch

ENTRY = "c022_logger_debug_quant_method_annotation.linear:compiled"


def inputs():
    return (torch.randn(4, 8),)
