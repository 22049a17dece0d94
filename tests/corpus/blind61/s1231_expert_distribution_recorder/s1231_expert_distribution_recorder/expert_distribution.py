import logging
import threading
from contextlib import contextmanager
from typing import Optional

import torch

from .server_args import ServerArgs

logger = logging.getLogger(__name__)


class ExpertDistributionRecorder:
    """Collects which experts each MoE layer routes tokens to."""

    @staticmethod
    def init_new(server_args: ServerArgs) -> "ExpertDistributionRecorder":
        if server_args.expert_distribution_recorder_mode is None:
            return _NoopExpertDistributionRecorder()
        return _ExpertDistributionRecorderReal(server_args)

    @contextmanager
    def with_current_layer(self, layer_idx: int):
        yield

    def on_select_experts(self, topk_ids: torch.Tensor):
        pass

    def start_record(self):
        self._on_not_implemented()

    def stop_record(self):
        self._on_not_implemented()

    def dump_record(self):
        self._on_not_implemented()

    def _on_not_implemented(self):
        raise RuntimeError(
            "ExpertDistributionRecorder not enabled; pass --expert-distribution-recorder-mode"
        )


class _NoopExpertDistributionRecorder(ExpertDistributionRecorder):
    pass


class _ExpertDistributionRecorderReal(ExpertDistributionRecorder):
    def __init__(self, server_args: ServerArgs):
        self._mode = server_args.expert_distribution_recorder_mode
        self._num_layers = server_args.num_hidden_layers
        self._num_experts = server_args.num_experts
        self._lock = threading.Lock()
        self._current_layer_idx: Optional[int] = None
        self._recording = True
        self._counts = torch.zeros(self._num_layers, self._num_experts, dtype=torch.int64)

    @contextmanager
    def with_current_layer(self, layer_idx: int):
        prev = self._current_layer_idx
        self._current_layer_idx = layer_idx
        try:
            yield
        finally:
            self._current_layer_idx = prev

    def on_select_experts(self, topk_ids: torch.Tensor):
        if not self._recording:
            return
        flat = topk_ids.flatten().to(torch.int64)
        with self._lock:
            self._counts[self._current_layer_idx].index_add_(
                0, flat, torch.ones_like(flat)
            )

    def start_record(self):
        with self._lock:
            self._counts.zero_()
            self._recording = True

    def stop_record(self):
        self._recording = False

    def dump_record(self):
        with self._lock:
            counts = self._counts.clone()
        logger.info("expert distribution (%s): %s", self._mode, counts.tolist())
        return {"mode": self._mode, "logical_count": counts}


_global_expert_distribution_recorder: ExpertDistributionRecorder = (
    _NoopExpertDistributionRecorder()
)


def get_global_expert_distribution_recorder() -> ExpertDistributionRecorder:
    return _global_expert_distribution_recorder


def set_global_expert_distribution_recorder(value: ExpertDistributionRecorder):
    global _global_expert_distribution_recorder
    _global_expert_distribution_recorder = value
