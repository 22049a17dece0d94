from typing import Callable, List

import torch
import torch.distributed as dist

try:
    import sgl_kernel  # noqa: F401

    _HAS_SGL_KERNEL = True
except ImportError:
    _HAS_SGL_KERNEL = False


def _kernel_all_gather_into_tensor(output: torch.Tensor, input_: torch.Tensor,
                                   group_name: str) -> None:
    torch.ops.sgl_kernel.all_gather_into_tensor(output, input_, group_name)


@torch.compiler.disable
def _torch_all_gather_into_tensor(output: torch.Tensor, input_: torch.Tensor,
                                  group_name: str) -> None:
    if not dist.is_initialized():
        world_size = output.shape[0] // max(input_.shape[0], 1)
        output.copy_(input_.repeat((world_size,) + (1,) * (input_.dim() - 1)))
        return
    dist.all_gather_into_tensor(output, input_)


GatherFn = Callable[[torch.Tensor, torch.Tensor, str], None]


def get_all_gather_into_tensor_fn(prefer_kernel: bool = True) -> GatherFn:
    if prefer_kernel and _HAS_SGL_KERNEL:
        return _kernel_all_gather_into_tensor
    return _torch_all_gather_into_tensor


def split_sizes_from_counts(counts: List[int], hidden: int) -> List[int]:
    return [c * hidden for c in counts]
