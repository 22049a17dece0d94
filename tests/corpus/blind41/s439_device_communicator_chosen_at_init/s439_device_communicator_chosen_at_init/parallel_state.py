import logging
import os
import socket

from .device_communicators import (
    CustomAllreduceCommunicator,
    DeviceCommunicatorBase,
    SingleRankCommunicator,
)

logger = logging.getLogger(__name__)


class GroupCoordinator:
    def __init__(self, world_size: int, rank: int, use_custom_allreduce: bool = True):
        self.world_size = world_size
        self.rank_in_group = rank
        self.hostname = socket.gethostname()
        self.disable_custom_ar = os.environ.get("SGLANG_DISABLE_CUSTOM_AR", "0") == "1"
        self.device_communicator: DeviceCommunicatorBase
        if world_size == 1:
            self.device_communicator = SingleRankCommunicator(world_size, rank)
        elif use_custom_allreduce and not self.disable_custom_ar:
            self.device_communicator = CustomAllreduceCommunicator(world_size, rank)
        else:
            raise NotImplementedError("pynccl communicator is not available in this build")
        logger.info("rank %d on %s uses %s", rank, self.hostname,
                    type(self.device_communicator).__name__)

    def all_reduce(self, x):
        return self.device_communicator.all_reduce(x)

    def all_gather(self, x, dim: int = -1):
        return self.device_communicator.all_gather(x, dim)
