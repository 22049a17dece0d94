import time

import torch


class ChunkedPrefillPlanner:
    """Scheduler-side planner: splits long prompts into prefill chunks (runs on the host)."""

    def __init__(self, chunk_size: int):
        self.chunk_size = chunk_size
        self.last_plan_s = 0.0

    def build_chunk_mask(self, seq_lens: torch.Tensor, chunk_size: int):
        t0 = time.perf_counter()
        plan = []
        for i, n in enumerate(seq_lens.tolist()):
            for start in range(0, n, chunk_size):
                plan.append((i, start, min(n, start + chunk_size)))
        self.last_plan_s = time.perf_counter() - t0
        print(f"[planner] {len(plan)} prefill chunks")
        return plan
