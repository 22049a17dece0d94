"""Expert-parallel all-to-all registered as an opaque op.

The split sizes are only known on the host, so the implementation syncs them
with .tolist() and talks to c10d directly.
"""
import os
from typing import List

import torch
import torch.distributed as dist

_EP_GROUP = None


def _ep_world_size() -> int:
    if _EP_GROUP is None or not dist.is_initialized():
        return 1
    return dist.get_world_size(_EP_GROUP)


@torch.library.custom_op("blind41_s438::ep_all_to_all", mutates_args=())
def ep_all_to_all(x: torch.Tensor, send_counts: torch.Tensor, recv_counts: torch.Tensor) -> torch.Tensor:
    input_splits: List[int] = send_counts.tolist()
    output_splits: List[int] = recv_counts.tolist()
    if _ep_world_size() == 1:
        assert sum(input_splits) == sum(output_splits) == x.shape[0]
        return x.clone()
    out = x.new_empty((sum(output_splits),) + tuple(x.shape[1:]))
    async_op = os.environ.get("SGLANG_EP_A2A_ASYNC", "0") == "1"
    work = dist.all_to_all_single(out, x.contiguous(), output_splits, input_splits,
                                  group=_EP_GROUP, async_op=async_op)
    if async_op:
        work.wait()
    return out


@ep_all_to_all.register_fake
def _(x, send_counts, recv_counts):
    # capacity-padded layout: every rank sends and receives the same number of rows
    return torch.empty_like(x)
