from __future__ import annotations

from dataclasses import dataclass, field
from typing import Dict, List

import torch

from .block_table import MultiGroupBlockTable
from .utils import cdiv


@dataclass
class CachedRequestState:
    req_id: str
    num_tokens: int
    block_ids: tuple[List[int], ...] = field(default_factory=tuple)


class InputBatch:
    def __init__(self, max_num_reqs: int, block_size: int, max_model_len: int):
        self.max_num_reqs = max_num_reqs
        self.req_id_to_index: Dict[str, int] = {}
        self.block_table = MultiGroupBlockTable(
            block_sizes=[block_size],
            max_num_reqs=max_num_reqs,
            max_num_blocks_per_req=cdiv(max_model_len, block_size),
        )

    @property
    def num_reqs(self) -> int:
        return len(self.req_id_to_index)

    def add_request(self, request: CachedRequestState) -> int:
        req_index = self.req_id_to_index.setdefault(request.req_id, len(self.req_id_to_index))
        self.block_table.add_row(request.block_ids, req_index)
        return req_index


class ModelRunner:
    def __init__(self, block_size: int = 4, max_model_len: int = 32):
        self.block_size = block_size
        self.input_batch = InputBatch(max_num_reqs=4, block_size=block_size, max_model_len=max_model_len)
        self.requests: Dict[str, CachedRequestState] = {
            "req-0": CachedRequestState("req-0", 6, ([0, 1],)),
            "req-1": CachedRequestState("req-1", 3, ([2],)),
        }

    def _update_states(self) -> None:
        for request in self.requests.values():
            self.input_batch.add_request(request)
        self.input_batch.block_table.commit(self.input_batch.num_reqs)

    def prepare_inputs(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self._update_states()
        block_table = self.input_batch.block_table[0].get_device_tensor()
        slot_base = block_table[: self.input_batch.num_reqs, 0].to(hidden_states.dtype) * self.block_size
        return hidden_states + slot_base.sum()


RUNNER = ModelRunner()


def run_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return RUNNER.prepare_inputs(hidden_states)


step = torch.compile(run_step, fullgraph=True)
