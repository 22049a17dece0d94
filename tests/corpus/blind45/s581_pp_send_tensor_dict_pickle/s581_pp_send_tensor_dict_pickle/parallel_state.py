import pickle
from collections import namedtuple
from typing import Any, Dict, List, Optional, Tuple, Union

import torch

TensorMetadata = namedtuple("TensorMetadata", ["device", "dtype", "size"])


def _split_tensor_dict(
    tensor_dict: Dict[str, Union[torch.Tensor, Any]],
) -> Tuple[List[Tuple[str, Any]], List[torch.Tensor]]:
    """Split the dict into a picklable metadata list and the list of tensors."""
    metadata_list: List[Tuple[str, Any]] = []
    tensor_list: List[torch.Tensor] = []
    for key, value in tensor_dict.items():
        if isinstance(value, torch.Tensor):
            device = value.device.type
            metadata_list.append((key, TensorMetadata(device, value.dtype, value.size())))
            tensor_list.append(value)
        else:
            metadata_list.append((key, value))
    return metadata_list, tensor_list


class GroupCoordinator:
    """Pipeline-parallel group; in single-process mode peers talk through a mailbox."""

    def __init__(self, rank_in_group: int, world_size: int):
        self.rank_in_group = rank_in_group
        self.world_size = world_size
        self._mailbox: Dict[int, list] = {r: [] for r in range(world_size)}

    @property
    def is_first_rank(self) -> bool:
        return self.rank_in_group == 0

    @property
    def is_last_rank(self) -> bool:
        return self.rank_in_group == self.world_size - 1

    @property
    def next_rank(self) -> int:
        return (self.rank_in_group + 1) % self.world_size

    def send_object(self, obj: Any, dst: int) -> None:
        """Send a picklable object as a size-prefixed uint8 tensor."""
        payload = pickle.dumps(obj)
        object_tensor = torch.frombuffer(bytearray(payload), dtype=torch.uint8)
        size_tensor = torch.tensor([object_tensor.numel()], dtype=torch.long)
        self._mailbox[dst].append(size_tensor)
        self._mailbox[dst].append(object_tensor)

    def send_tensor_dict(
        self,
        tensor_dict: Dict[str, Union[torch.Tensor, Any]],
        dst: Optional[int] = None,
    ) -> Dict[str, Union[torch.Tensor, Any]]:
        if self.world_size == 1:
            return tensor_dict
        if dst is None:
            dst = self.next_rank
        metadata_list, tensor_list = _split_tensor_dict(tensor_dict)
        self.send_object(metadata_list, dst=dst)
        for tensor in tensor_list:
            if tensor.numel() == 0:
                continue
            self._mailbox[dst].append(tensor.contiguous())
        return tensor_dict


_PP: Optional[GroupCoordinator] = None


def init_loopback_pp_group(rank: int, world_size: int) -> GroupCoordinator:
    global _PP
    _PP = GroupCoordinator(rank, world_size)
    return _PP


def get_pp_group() -> GroupCoordinator:
    assert _PP is not None, "pipeline model parallel group is not initialized"
    return _PP
