from __future__ import annotations

import logging
import time
from contextlib import contextmanager
from typing import List, Optional, Tuple

import torch

from . import envs

logger = logging.getLogger(__name__)


class ExpertDistributionRecorder:
    @staticmethod
    def init_new(num_layers: int, num_experts: int) -> "ExpertDistributionRecorder":
        mode = envs.expert_distribution_recorder_mode()
        if mode is None:
            return _ExpertDistributionRecorderNoop()
        return _ExpertDistributionRecorderReal(mode, num_layers, num_experts)

    @contextmanager
    def with_current_layer(self, layer_idx: int):
        yield

    @contextmanager
    def with_forward_pass(self, forward_pass_id: int):
        yield

    def on_select_experts(self, topk_ids: torch.Tensor):
        pass

    def start_record(self):
        self._on_not_implemented()

    def stop_record(self):
        self._on_not_implemented()

    def _on_not_implemented(self):
        raise Exception("Please set SGLANG_EXPERT_DISTRIBUTION_RECORDER_MODE to use the recorder.")


class _ExpertDistributionRecorderNoop(ExpertDistributionRecorder):
    pass


class _ExpertDistributionRecorderReal(ExpertDistributionRecorder):
    def __init__(self, mode: str, num_layers: int, num_experts: int):
        self._mode = mode
        self._num_layers = num_layers
        self._num_experts = num_experts
        self._recording = False
        self._current_layer_idx: Optional[int] = None
        self._current_forward_pass_id: Optional[int] = None
        self._records: List[Tuple[float, int, int, list]] = []

    @contextmanager
    def with_current_layer(self, layer_idx: int):
        prev, self._current_layer_idx = self._current_layer_idx, layer_idx
        try:
            yield
        finally:
            self._current_layer_idx = prev

    @contextmanager
    def with_forward_pass(self, forward_pass_id: int):
        self._current_forward_pass_id = forward_pass_id
        try:
            yield
        finally:
            if envs.expert_distribution_verbose():
                logger.info("forward pass %d recorded %d entries", forward_pass_id, len(self._records))
            self._current_forward_pass_id = None

    def on_select_experts(self, topk_ids: torch.Tensor):
        if not self._recording:
            return
        self._records.append(
            (
                time.perf_counter(),
                self._current_forward_pass_id,
                self._current_layer_idx,
                topk_ids.cpu().tolist(),
            )
        )

    def start_record(self):
        self._recording = True

    def stop_record(self):
        self._recording = False
