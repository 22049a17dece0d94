import os
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from .communicators import BaseCommunicator, create_communicator
from .launcher import ClusterSpec, LocalLauncher


@dataclass
class DistributedConfig:
    comm_backend: str = field(default_factory=lambda: os.environ.get("TP_COMM_BACKEND", "torch"))
    cluster: ClusterSpec = field(default_factory=ClusterSpec)


class TPContext:
    def __init__(self, config: DistributedConfig):
        self.config = config
        self.comm: BaseCommunicator = create_communicator(config.comm_backend)
        self.launcher = LocalLauncher(config.cluster)

    @property
    def tp_size(self) -> int:
        return self.comm.get_world_size()


_ctx = TPContext(DistributedConfig(comm_backend="torch"))


@torch.compile(fullgraph=True)
def tp_row_linear(x: torch.Tensor, weight_shard: torch.Tensor) -> torch.Tensor:
    partial = F.linear(x, weight_shard)
    return _ctx.comm.all_reduce(partial)
