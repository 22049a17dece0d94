import torch

ENTRY = "f034_shape_check_raise_untaken.kv_write:compiled_store"


def inputs():
    return (torch.randn(3, 2, 4), torch.randn(3, 2, 4), torch.tensor([1, 4, 6]))
