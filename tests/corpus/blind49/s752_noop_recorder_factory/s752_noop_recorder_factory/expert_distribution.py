import logging
import time
from collections import Counter, deque
from typing import Optional

import torch

from .server_args import ServerArgs

logger = logging.getLogger(__name__)


class ExpertDistributionRecorder:
    """Global expert distribution recording"""

    @staticmethod
    def init_new(server_args: ServerArgs) -> "ExpertDistributionRecorder":
        if server_args.expert_distribution_recorder_mode is not None:
            return _ExpertDistributionRecorderReal(server_args)
        return _ExpertDistributionRecorderNoop()

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        pass

    def on_forward_pass_end(self, forward_pass_id: int) -> None:
        pass

    @property
    def recording(self) -> bool:
        return False


class _ExpertDistributionRecorderNoop(ExpertDistributionRecorder):
    pass


class _ExpertDistributionRecorderReal(ExpertDistributionRecorder):
    def __init__(self, server_args: ServerArgs):
        self._mode = server_args.expert_distribution_recorder_mode
        self._buffer = deque(maxlen=server_args.expert_distribution_recorder_buffer_size)
        self._pass_counter: Counter = Counter()
        self._pass_start = time.perf_counter()
        self._recording = True

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor) -> None:
        for expert_id in topk_ids.flatten().cpu().tolist():
            self._pass_counter[(layer_idx, expert_id)] += 1

    def on_forward_pass_end(self, forward_pass_id: int) -> None:
        elapsed = time.perf_counter() - self._pass_start
        self._buffer.append((forward_pass_id, dict(self._pass_counter), elapsed))
        logger.debug("pass %d recorded %d entries", forward_pass_id, len(self._pass_counter))
        self._pass_counter.clear()
        self._pass_start = time.perf_counter()

    @property
    def recording(self) -> bool:
        return self._recording


_global_expert_distribution_recorder: Optional[ExpertDistributionRecorder] = None


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    return _global_expert_distribution_recorder


def set_global_expert_distribution_recorder(value: ExpertDistributionRecorder) -> None:
    global _global_expert_distribution_recorder
    _global_expert_distribution_recorder = value
