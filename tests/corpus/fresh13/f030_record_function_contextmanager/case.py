import torch

ENTRY = "f030_record_function_contextmanager.layer:compiled_layer"


def inputs():
    return (torch.randn(2, 4, 8),)
