import torch
import torch.nn as nn
import torch.nn.functional as F

from .communicators import COMMUNICATORS, DeviceCommunicatorBase
from .platforms import current_platform, get_current_platform


class TPGroup:
    def __init__(self, world_size: int = 1, rank_in_group: int = 0):
        self.world_size = world_size
        self.rank_in_group = rank_in_group
        platform = get_current_platform()
        comm_cls = COMMUNICATORS[platform.get_device_communicator_cls()]
        self.device_communicator: DeviceCommunicatorBase = comm_cls(world_size, rank_in_group)
        self.use_custom_allreduce = platform.supports_custom_allreduce and world_size > 1

    def all_reduce(self, input_: torch.Tensor) -> torch.Tensor:
        if self.world_size == 1:
            return input_
        return self.device_communicator.all_reduce(input_)


class QKVParallelAttentionOut(nn.Module):
    def __init__(self, hidden_size: int = 8, tp_group: TPGroup = None):
        super().__init__()
        self.tp_group = tp_group or TPGroup()
        self.qkv = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)
        self.use_sdpa = not current_platform.is_cuda_alike()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        if current_platform.is_cpu() and self.use_sdpa:
            attn = F.scaled_dot_product_attention(q[None], k[None], v[None], is_causal=True)[0]
        else:
            attn = torch.softmax(q @ k.t(), dim=-1) @ v
        out = self.o_proj(attn)
        return self.tp_group.all_reduce(out)


compiled_attn = torch.compile(QKVParallelAttentionOut(), fullgraph=True)
