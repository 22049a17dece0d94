import torch

ENTRY = "s697_varlen_conv1d_custom_op.model:compiled"


def inputs():
    return (
        torch.randn(7, 16),
        torch.tensor([0, 3, 7]),
        torch.tensor([2, 0]),
        torch.tensor([False, True]),
    )
