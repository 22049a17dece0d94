import torch


def same_storage(a: torch.Tensor, b: torch.Tensor) -> bool:
    """True when ``a`` and ``b`` start at the same address (a is a view of b)."""
    return a.data_ptr() == b.data_ptr()


def copy_if_needed(dst: torch.Tensor, src: torch.Tensor) -> torch.Tensor:
    # the fused qkv kernel may already have written into the cache slot
    if same_storage(dst, src):
        return dst
    dst.copy_(src)
    return dst
