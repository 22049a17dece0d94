import logging
import os
import time

import torch

logger = logging.getLogger(__name__)


class HiddenStateDumper:
    """Writes accepted hidden states to disk for offline draft-model training."""

    def __init__(self, dump_dir: str):
        self.dump_dir = dump_dir
        self.step = 0

    def select_accepted(self, hidden_states: torch.Tensor, accept_index: torch.Tensor) -> torch.Tensor:
        index = accept_index[accept_index >= 0]
        selected = hidden_states[index].detach().cpu()
        os.makedirs(self.dump_dir, exist_ok=True)
        path = os.path.join(self.dump_dir, f"hidden_{self.step:06d}_{int(time.time())}.pt")
        torch.save(selected, path)
        logger.info("dumped %d accepted hidden states to %s", selected.shape[0], path)
        self.step += 1
        return selected


def build_tree_mask(parents, n):
    print(f"building tree mask for {n} nodes, parents={parents}")
    mask = torch.eye(n, dtype=torch.bool)
    for i in range(1, n):
        p = parents[i]
        while p >= 0:
            mask[i, p] = True
            p = parents[p]
    return mask
