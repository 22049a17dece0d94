import os
import time

import torch


class RoutingDumper:
    """Writes per-step routing decisions to disk for offline EPLB planning."""

    def __init__(self, dump_dir: str):
        self.dump_dir = dump_dir
        self.step = 0

    def dump(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        os.makedirs(self.dump_dir, exist_ok=True)
        path = os.path.join(
            self.dump_dir, f"rank{os.getpid()}_layer{layer_id}_step{self.step}_{int(time.time())}.pt"
        )
        torch.save(topk_ids.cpu(), path)
        self.step += 1


def check_routing(topk_ids: torch.Tensor, num_experts: int) -> None:
    bad = int(((topk_ids < 0) | (topk_ids >= num_experts)).sum())
    if bad:
        raise RuntimeError(f"{bad} routing ids out of range [0, {num_experts})")
