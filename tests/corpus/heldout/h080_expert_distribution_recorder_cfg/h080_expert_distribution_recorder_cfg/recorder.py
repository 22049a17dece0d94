import os

import torch

from .config import ExpertDistributionConfig


class ExpertDistributionRecorder:
    def __init__(self, cfg: ExpertDistributionConfig, num_experts: int) -> None:
        self.cfg = cfg
        self.num_experts = num_experts

    def record(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        counts = torch.bincount(topk_ids.flatten(), minlength=self.num_experts)
        path = os.path.join(self.cfg.record_dir, f"layer_{layer_id}.csv")
        with open(path, "a") as f:
            f.write(",".join(str(c) for c in counts.tolist()) + "\n")
