"""Thin wrappers around torch.distributed that degrade to a single rank."""
import torch
import torch.distributed as dist


class NonFiniteActivationError(FloatingPointError):
    pass


class TPGroup:
    def __init__(self, group=None):
        self.group = group

    @property
    def world_size(self) -> int:
        if self.group is None or not dist.is_initialized():
            return 1
        return dist.get_world_size(self.group)

    def _check_finite(self, t: torch.Tensor, where: str) -> None:
        if not torch.isfinite(t).all():
            raise NonFiniteActivationError(f"non-finite values after {where}")

    def all_reduce(self, t: torch.Tensor, check: bool = True) -> torch.Tensor:
        if self.world_size > 1:
            dist.all_reduce(t, group=self.group)
        if check:
            self._check_finite(t, "all_reduce")
        return t


_DEFAULT_GROUP = TPGroup()


def get_tp_group() -> TPGroup:
    return _DEFAULT_GROUP
