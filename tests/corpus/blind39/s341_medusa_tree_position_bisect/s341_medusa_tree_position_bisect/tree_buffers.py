"""Static tree buffers shared by the Medusa heads (cf. generate_medusa_buffers)."""
import bisect
from typing import List, Sequence, Tuple

import torch


def _sort_tree_choices(choices: Sequence[Tuple[int, ...]]) -> List[Tuple[int, ...]]:
    return sorted(choices, key=lambda c: (len(c), c))


class MedusaTreeBuffers:
    """Flattened candidate tree: node i (i >= 1) is ``choices[i - 1]``."""

    def __init__(self, tree_choices: Sequence[Tuple[int, ...]], topk: int):
        self.choices = _sort_tree_choices(tree_choices)
        self.topk = topk
        self.num_nodes = len(self.choices) + 1

        depth_counts: List[int] = []
        for path in self.choices:
            while len(depth_counts) < len(path):
                depth_counts.append(0)
            depth_counts[len(path) - 1] += 1
        # depth_offsets[d] = number of non-root nodes with depth <= d + 1
        self.depth_offsets: List[int] = []
        running = 0
        for count in depth_counts:
            running += count
            self.depth_offsets.append(running)
        self.max_depth = len(depth_counts)

        # index of each node inside cat([base_token, head0_topk, head1_topk, ...])
        tree_indices = [0]
        for path in self.choices:
            tree_indices.append(topk * (len(path) - 1) + path[-1] + 1)
        self.tree_indices = torch.tensor(tree_indices, dtype=torch.long)

    def depth_of(self, node: int) -> int:
        """Depth of non-root node number ``node`` (0-based among non-root nodes)."""
        return bisect.bisect_right(self.depth_offsets, node) + 1

    def position_ids(self, device: torch.device) -> torch.Tensor:
        depths = [0] + [self.depth_of(i) for i in range(self.num_nodes - 1)]
        return torch.tensor(depths, dtype=torch.long, device=device)
