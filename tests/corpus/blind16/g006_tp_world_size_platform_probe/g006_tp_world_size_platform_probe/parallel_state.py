import torch

from .platforms import current_platform


class GroupCoordinator:
    def __init__(self, ranks: list[int], rank: int):
        self.ranks = ranks
        self.rank = rank
        self.world_size = len(ranks)

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        torch.distributed.all_reduce(input_)
        return input_


_TP: GroupCoordinator | None = None
_TP_SIZE_CAP = 1


def initialize_model_parallel(tensor_model_parallel_size: int = 1) -> None:
    global _TP
    _TP = GroupCoordinator(list(range(tensor_model_parallel_size)), rank=0)


def get_tensor_model_parallel_world_size() -> int:
    if _TP is not None:
        return _TP.world_size
    # engine started without torch.distributed: one rank per visible device
    return min(_TP_SIZE_CAP, max(1, current_platform.device_count()))


def tensor_model_parallel_all_reduce(input_: torch.Tensor) -> torch.Tensor:
    if get_tensor_model_parallel_world_size() == 1:
        return input_
    return _TP.all_reduce(input_)
