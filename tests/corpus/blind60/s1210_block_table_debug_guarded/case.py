import torch

ENTRY = "s1210_block_table_debug_guarded.prefill:prefill"


def inputs():
    return (
        torch.randn(5, 8),
        torch.randn(5, 8),
        torch.randn(5, 8),
        torch.tensor([0, 0, 0, 0, 1]),
        torch.tensor([2, 3, 4, 5, 0]),
    )
