import torch


def seq_lengths(cu_seqlens: torch.Tensor) -> list:
    """Per-sequence lengths as Python ints (cu_seqlens is int64, on host)."""
    return torch.diff(cu_seqlens).tolist()


def split_packed(hidden: torch.Tensor, cu_seqlens: torch.Tensor):
    lens = seq_lengths(cu_seqlens)
    total = int(cu_seqlens[-1].item())
    torch._check(total == hidden.shape[0])
    for n in lens:
        torch._check(n > 0)
    return torch.split(hidden, lens, dim=0)
