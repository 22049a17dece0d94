"""Cheap sanity checks run in front of every grouped GEMM launch.

They synchronise with the device (``int(tensor.max())``), so they are kept
out of compiled graphs.
"""
import torch


@torch.compiler.disable
def check_expert_ids_in_range(a: torch.Tensor, b: torch.Tensor, expert_ids: torch.Tensor) -> None:
    if expert_ids.numel() == 0:
        return
    max_id = int(expert_ids.max())
    if max_id >= b.shape[0]:
        raise IndexError(f"expert id {max_id} out of range for {b.shape[0]} experts")


def check_dtypes(a: torch.Tensor, b: torch.Tensor, expert_ids: torch.Tensor) -> None:
    if a.dtype != b.dtype:
        raise TypeError(f"grouped gemm dtype mismatch: {a.dtype} vs {b.dtype}")
