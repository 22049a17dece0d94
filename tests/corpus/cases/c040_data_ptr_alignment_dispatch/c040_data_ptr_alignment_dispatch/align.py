import torch


def is_16b_aligned(t: torch.Tensor) -> bool:
    return t.data_ptr() % 16 == 0
