import torch
import torch.distributed as dist

from .comm_hooks import run_post_comm_hooks


class TPGroup:
    def __init__(self, world_size: int = 1, rank: int = 0, device_group=None):
        self.world_size = world_size
        self.rank = rank
        self.device_group = device_group

    def all_gather(self, x: torch.Tensor, dim: int = -1) -> torch.Tensor:
        if self.world_size == 1:
            out = x
        else:
            gathered = x.new_empty((self.world_size,) + tuple(x.shape))
            dist.all_gather_into_tensor(gathered, x.contiguous(), group=self.device_group)
            out = torch.cat(gathered.unbind(0), dim=dim)
        run_post_comm_hooks("all_gather", out)
        return out


_TP_GROUP = TPGroup()


def get_tp_group() -> TPGroup:
    return _TP_GROUP
