import torch

ENTRY = "s280_prefix_stats_is_compiling.model:decode"


def inputs():
    x = torch.randn(2, 8)
    block_table = torch.tensor([[0, 1, -1], [2, -1, -1]])
    return (x, block_table)
