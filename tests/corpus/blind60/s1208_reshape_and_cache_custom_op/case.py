import torch

ENTRY = "s1208_reshape_and_cache_custom_op.model:compiled_decode_step"


def inputs():
    return (
        torch.randn(3, 8),
        torch.tensor([6, 13, -1]),
        torch.tensor([[1, 0], [3, 0], [0, 0]]),
        torch.tensor([7, 2, 1]),
    )
