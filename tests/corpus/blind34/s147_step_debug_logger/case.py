import torch

ENTRY = "s147_step_debug_logger.beam:scorer"


def inputs():
    return (
        torch.randn(4, 8),
        torch.randn(2, 2),
        torch.tensor([3, 5]),
        torch.full((2,), -10.0),
        torch.zeros(2, dtype=torch.long),
    )
