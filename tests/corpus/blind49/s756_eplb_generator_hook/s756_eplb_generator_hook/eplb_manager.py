import logging
import time
from typing import TYPE_CHECKING, Generator, List

import torch

if TYPE_CHECKING:
    from .model_runner import ModelRunner

logger = logging.getLogger(__name__)


class ExpertLoadAccumulator:
    def __init__(self, num_layers: int, num_physical_experts: int):
        self.global_physical_count = torch.zeros(num_layers, num_physical_experts, dtype=torch.int64)

    def add(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        flat = topk_ids.flatten().long()
        self.global_physical_count[layer_id].index_add_(0, flat, torch.ones_like(flat))

    def snapshot_and_reset(self) -> torch.Tensor:
        out = self.global_physical_count.clone()
        self.global_physical_count.zero_()
        return out


class EPLBManager:
    def __init__(self, model_runner: "ModelRunner"):
        self._model_runner = model_runner
        self._server_args = model_runner.server_args
        self._rebalance_num_iterations = self._server_args.eplb_rebalance_num_iterations
        self._rebalance_layers_per_chunk = self._server_args.eplb_rebalance_layers_per_chunk
        self.accumulator = ExpertLoadAccumulator(
            model_runner.num_layers, model_runner.num_physical_experts
        )
        self._main_generator = self._entrypoint()

    def on_forward_pass_end(self) -> None:
        next(self._main_generator)

    def _entrypoint(self) -> Generator[None, None, None]:
        while True:
            for _ in range(self._rebalance_num_iterations):
                yield
            yield from self.rebalance()

    def rebalance(self) -> Generator[None, None, None]:
        logger.info("[EPLBManager] rebalance start")
        tic = time.perf_counter()
        logical_count = self.accumulator.snapshot_and_reset()
        layer_chunks = self._compute_update_layer_ids_chunks()
        for chunk_index, update_layer_ids in enumerate(layer_chunks):
            if len(layer_chunks) > 1:
                yield
            self._model_runner.update_expert_location(logical_count, update_layer_ids)
        logger.info("[EPLBManager] rebalance end time=%.3fs", time.perf_counter() - tic)

    def _compute_update_layer_ids_chunks(self) -> List[List[int]]:
        all_layer_ids = list(range(self._model_runner.num_layers))
        chunk = self._rebalance_layers_per_chunk or len(all_layer_ids)
        return [all_layer_ids[i : i + chunk] for i in range(0, len(all_layer_ids), chunk)]
