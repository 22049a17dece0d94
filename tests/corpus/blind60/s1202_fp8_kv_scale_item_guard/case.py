import torch

ENTRY = "s1202_fp8_kv_scale_item_guard.model:compiled_layer"


def inputs():
    return (torch.randn(4, 8), torch.tensor([4, 5, 6, 7]), torch.tensor([0, 1]))
