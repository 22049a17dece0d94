import torch

from s655_block_fp8_default_config_warning.linear import BlockFp8Linear

ENTRY = "s655_block_fp8_default_config_warning.linear:BlockFp8Linear.forward"


def inputs():
    return (BlockFp8Linear(8, 16), torch.randn(4, 8))
