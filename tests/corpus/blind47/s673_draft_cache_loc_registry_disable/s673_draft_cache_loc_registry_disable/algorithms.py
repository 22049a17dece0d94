"""Per-algorithm draft decode preparation."""
import torch

from .cache_ops import assign_draft_cache_locs, draft_positions
from .registry import register_spec_algorithm


class SpecAlgorithmBase:
    topk: int = 1
    num_steps: int = 1

    def __init__(self, topk: int, num_steps: int):
        self.topk = topk
        self.num_steps = num_steps

    def is_tree(self) -> bool:
        return self.topk > 1

    def prepare_for_decode(self, req_to_token, req_pool_indices, seq_lens, out_cache_loc):
        positions = draft_positions(seq_lens, self.topk, self.num_steps)
        return positions, out_cache_loc.view(seq_lens.shape[0], -1)


@register_spec_algorithm("EAGLE", "EAGLE3")
class EagleAlgorithm(SpecAlgorithmBase):
    def prepare_for_decode(self, req_to_token, req_pool_indices, seq_lens, out_cache_loc):
        positions = draft_positions(seq_lens, self.topk, self.num_steps)
        locs = assign_draft_cache_locs(
            req_to_token, req_pool_indices, seq_lens, out_cache_loc, self.topk, self.num_steps
        )
        return positions, locs


@register_spec_algorithm("NEXTN")
class NextNAlgorithm(SpecAlgorithmBase):
    def is_tree(self) -> bool:
        return False
