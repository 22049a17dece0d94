import torch

from .parallel_state import _groups


@torch.library.custom_op("corpus_s1252::outplace_all_reduce", mutates_args=())
def outplace_all_reduce(tensor: torch.Tensor, group_name: str) -> torch.Tensor:
    assert group_name in _groups, f"Group {group_name} is not found."
    group = _groups[group_name]()
    if group is None:
        raise ValueError(f"Group {group_name} is destroyed.")
    return group._all_reduce_out_place(tensor)


@outplace_all_reduce.register_fake
def _outplace_all_reduce_fake(tensor: torch.Tensor, group_name: str) -> torch.Tensor:
    return torch.empty_like(tensor)
