import torch

ENTRY = "s1206_kv_layout_writer_registry.decode:decode_attn"


def inputs():
    return (
        torch.randn(3, 8),
        torch.randn(3, 8),
        torch.randn(3, 8),
        torch.tensor([5, 9, -1]),
        torch.tensor([[1, 0], [2, 0], [0, 0]]),
        torch.tensor([6, 2, 1]),
    )
