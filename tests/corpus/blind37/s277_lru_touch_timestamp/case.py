import torch

ENTRY = "s277_lru_touch_timestamp.layer:compiled_layer"


def inputs():
    x = torch.randn(2, 3, 8)
    block_ids = torch.tensor([[0, 2, 5], [1, 3, 4]])
    return (x, block_ids)
