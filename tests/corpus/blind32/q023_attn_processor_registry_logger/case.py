import torch

from q023_attn_processor_registry_logger.transformer import DiTBlock

ENTRY = "q023_attn_processor_registry_logger.transformer:DiTBlock.forward"

_block = DiTBlock(dim=32, heads=4)


def inputs():
    return (_block, torch.randn(2, 16, 32), torch.randn(2, 32))
