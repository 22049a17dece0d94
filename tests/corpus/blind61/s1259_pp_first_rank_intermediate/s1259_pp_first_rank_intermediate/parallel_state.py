import pickle
from typing import Dict, List, Optional

import torch
import torch.distributed as dist


class GroupCoordinator:
    def __init__(self, ranks: List[int], rank: int, group_name: str):
        self.unique_name = group_name
        self.ranks = ranks
        self.rank = rank
        self.world_size = len(ranks)
        self.rank_in_group = ranks.index(rank)
        self.cpu_group = None
        self.device_group = None

    @property
    def first_rank(self) -> int:
        return self.ranks[0]

    @property
    def last_rank(self) -> int:
        return self.ranks[-1]

    @property
    def is_first_rank(self) -> bool:
        return self.rank == self.first_rank

    @property
    def is_last_rank(self) -> bool:
        return self.rank == self.last_rank

    @property
    def next_rank(self) -> int:
        return self.ranks[(self.rank_in_group + 1) % self.world_size]

    @property
    def prev_rank(self) -> int:
        return self.ranks[(self.rank_in_group - 1) % self.world_size]

    def send_object(self, obj, dst: int) -> None:
        payload = torch.frombuffer(bytearray(pickle.dumps(obj)), dtype=torch.uint8)
        size = torch.tensor([payload.numel()], dtype=torch.long)
        dist.send(size, dst=self.ranks[dst], group=self.cpu_group)
        dist.send(payload, dst=self.ranks[dst], group=self.cpu_group)

    def recv_object(self, src: int):
        size = torch.empty(1, dtype=torch.long)
        dist.recv(size, src=self.ranks[src], group=self.cpu_group)
        payload = torch.empty(int(size.item()), dtype=torch.uint8)
        dist.recv(payload, src=self.ranks[src], group=self.cpu_group)
        return pickle.loads(payload.numpy().tobytes())

    def send_tensor_dict(self, tensor_dict: Dict[str, torch.Tensor], dst: Optional[int] = None):
        dst = self.next_rank if dst is None else dst
        self.send_object({k: (v.shape, v.dtype) for k, v in tensor_dict.items()}, dst)
        for tensor in tensor_dict.values():
            dist.send(tensor, dst=dst, group=self.device_group)

    def recv_tensor_dict(self, src: Optional[int] = None) -> Dict[str, torch.Tensor]:
        src = self.prev_rank if src is None else src
        metadata = self.recv_object(src)
        out = {}
        for key, (shape, dtype) in metadata.items():
            out[key] = torch.empty(shape, dtype=dtype)
            dist.recv(out[key], src=src, group=self.device_group)
        return out


_PP: Optional[GroupCoordinator] = None


def initialize_pipeline_parallel(pp_size: int, rank: int = 0) -> None:
    global _PP
    _PP = GroupCoordinator(list(range(pp_size)), rank, "pp")


def get_pp_group() -> GroupCoordinator:
    assert _PP is not None, "pipeline model parallel group is not initialized"
    return _PP
