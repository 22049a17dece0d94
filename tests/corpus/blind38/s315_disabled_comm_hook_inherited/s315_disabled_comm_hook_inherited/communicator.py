"""Communicator hierarchy: a base with accounting hooks, per-backend subclasses."""
import torch
import torch.distributed as dist

_TRACE_EVENTS = []


@torch.compiler.disable
def _emit_trace_event(op: str, shape, dtype) -> None:
    # Kept out of graphs on purpose: appends host-side trace records.
    _TRACE_EVENTS.append((op, tuple(shape), str(dtype)))


class BaseCommunicator:
    name = "base"

    def __init__(self, world_size: int = 1, rank: int = 0):
        self.world_size = world_size
        self.rank = rank

    def _on_collective(self, op: str, t: torch.Tensor) -> None:
        _emit_trace_event(f"{self.name}.{op}", t.shape, t.dtype)

    def all_reduce(self, t: torch.Tensor) -> torch.Tensor:
        self._on_collective("all_reduce", t)
        return self._all_reduce_impl(t)

    def _all_reduce_impl(self, t: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class SingleRankCommunicator(BaseCommunicator):
    name = "single"

    def _all_reduce_impl(self, t):
        return t


class NcclCommunicator(BaseCommunicator):
    name = "nccl"

    def _all_reduce_impl(self, t):
        dist.all_reduce(t)
        return t


def make_communicator() -> BaseCommunicator:
    if dist.is_available() and dist.is_initialized() and dist.get_world_size() > 1:
        return NcclCommunicator(dist.get_world_size(), dist.get_rank())
    return SingleRankCommunicator()
