from __future__ import annotations

from dataclasses import dataclass, field
from typing import List, Optional

import torch


@dataclass
class Req:
    rid: str
    origin_input_ids: List[int]
    prefix_indices: Optional[torch.Tensor] = None
    last_node: Optional[object] = None
    extend_input_len: int = 0
    output_ids: List[int] = field(default_factory=list)

    def init_next_round_input(self, tree_cache) -> None:
        self.prefix_indices, self.last_node = tree_cache.match_prefix(self.origin_input_ids)
        self.extend_input_len = len(self.origin_input_ids) - len(self.prefix_indices)


@dataclass
class ScheduleBatch:
    reqs: List[Req]

    def prepare_for_extend(self, tree_cache) -> List[int]:
        extend_lens = []
        for req in self.reqs:
            req.init_next_round_input(tree_cache)
            extend_lens.append(req.extend_input_len)
        return extend_lens
