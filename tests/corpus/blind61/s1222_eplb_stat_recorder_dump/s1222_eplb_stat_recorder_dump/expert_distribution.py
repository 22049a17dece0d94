from __future__ import annotations

import logging
import os
from typing import Optional

import torch

from .server_args import ServerArgs

logger = logging.getLogger(__name__)


class ExpertDistributionRecorder:
    """Global expert distribution recording."""

    @staticmethod
    def init_new(server_args: ServerArgs, num_layers: int, num_experts: int, rank: int = 0):
        if server_args.expert_distribution_recorder_mode is not None:
            return _ExpertDistributionRecorderReal(server_args, num_layers, num_experts, rank)
        return _ExpertDistributionRecorderNoop()

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor):
        pass

    def on_forward_pass_end(self):
        pass

    def dump_record(self):
        pass


class _ExpertDistributionRecorderNoop(ExpertDistributionRecorder):
    pass


class _ExpertDistributionRecorderReal(ExpertDistributionRecorder):
    def __init__(self, server_args: ServerArgs, num_layers: int, num_experts: int, rank: int):
        self._server_args = server_args
        self._num_experts = num_experts
        self._rank = rank
        self._buffer_size = server_args.expert_distribution_recorder_buffer_size
        self._dump_dir = server_args.expert_distribution_dump_dir
        self._logical_count = torch.zeros(num_layers, num_experts, dtype=torch.int64)
        self._forward_pass_id = 0
        self._num_dumps = 0

    def on_select_experts(self, layer_idx: int, topk_ids: torch.Tensor):
        flat = topk_ids.flatten().long()
        self._logical_count[layer_idx].scatter_add_(0, flat, torch.ones_like(flat))

    def on_forward_pass_end(self):
        self._forward_pass_id += 1
        if self._forward_pass_id % self._buffer_size == 0:
            self.dump_record()

    def dump_record(self):
        path = os.path.join(
            self._dump_dir, f"expert_distribution_rank{self._rank}_{self._num_dumps}.pt"
        )
        torch.save(
            {"rank": self._rank, "logical_count": self._logical_count.clone()},
            path,
        )
        self._logical_count.zero_()
        self._num_dumps += 1


_global_expert_distribution_recorder: Optional[ExpertDistributionRecorder] = (
    _ExpertDistributionRecorderNoop()
)


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    return _global_expert_distribution_recorder


def set_global_expert_distribution_recorder(value: ExpertDistributionRecorder):
    global _global_expert_distribution_recorder
    _global_expert_distribution_recorder = value
