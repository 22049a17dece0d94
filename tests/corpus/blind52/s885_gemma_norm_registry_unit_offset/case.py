import torch

ENTRY = "s885_gemma_norm_registry_unit_offset.decoder:decoder_step"


def inputs():
    return (torch.randn(4, 32), torch.randn(4, 32))
