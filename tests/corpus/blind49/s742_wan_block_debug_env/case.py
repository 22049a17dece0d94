import torch

from s742_wan_block_debug_env.wan_block import WanTransformerBlock

ENTRY = "s742_wan_block_debug_env.wan_block:WanTransformerBlock.forward"


def inputs():
    return (WanTransformerBlock(), torch.randn(2, 4, 8), torch.randn(2, 6, 8))
