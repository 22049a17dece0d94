import torch

from w034_custom_ar_buffer_register.model import DecoderLayerTP

ENTRY = "w034_custom_ar_buffer_register.model:compiled_layer"


def inputs():
    return (torch.randn(4, 8),)
